package donate

// MatchingDonors lets the package's tests read the plan of the donors search.
var MatchingDonors = matchingDonors
