package staff

// frenchWords are the French words of the exports (?format=fr), the one
// place they are written: the column names of every export, then the values
// of the code's vocabulary the cells carry (statuses, rhythms, methods, a receipt's kind, the
// ledger's kinds and means, how a gift was paid, a donor's kind, the
// projects, yes and no). TestEveryExportedWordIsFrench checks that each
// value the domains can hold has its word here, so none stays English.
var frenchWords = map[string]string{
	// Column names.
	"date":               "date",
	"time":               "heure",
	"kind":               "nature",
	"gift or order":      "don ou commande",
	"reference":          "référence",
	"name":               "nom",
	"email":              "e-mail",
	"means":              "moyen de paiement",
	"gross":              "brut",
	"fee":                "frais",
	"net":                "net",
	"provider reference": "référence du prestataire",
	"cheque bank":        "banque du chèque",
	"cheque number":      "numéro du chèque",
	"test":               "test",
	"campaign":           "campagne",
	"designation":        "affectation",
	"order":              "commande",
	"created":            "date de création",
	"status":             "statut",
	"phone":              "téléphone",
	"address":            "adresse",
	"subtotal":           "sous-total",
	"shipping":           "livraison",
	"total":              "total",
	"refunded":           "remboursé",
	"paypal capture":     "capture PayPal",
	"paid":               "payé", // a status, and the column of when an order was paid
	"shipped":            "expédié",
	"donation":           "don",
	"first name":         "prénom",
	"last name":          "nom de famille",
	"rhythm":             "rythme",
	"method":             "mode de paiement",
	"paid with":          "payé par",
	"amount":             "montant",
	"collected":          "encaissé",
	"payments":           "paiements",
	"last payment":       "dernier paiement",
	"postal code":        "code postal",
	"town":               "ville",
	"country":            "pays",
	"donor kind":         "type de donateur",
	"company":            "entreprise",
	"siren":              "SIREN",
	"legal form":         "forme juridique",
	"gifts":              "dons",
	"first gift":         "premier don",
	"last gift":          "dernier don",
	// receipts.csv's (the others above).
	"number":        "numéro",
	"year":          "année",
	"issued":        "émis le",
	"donor":         "donateur",
	"gift date":     "date du don",
	"period start":  "début de période",
	"period end":    "fin de période",
	"methods":       "modes de paiement",
	"tax year":      "année fiscale",
	"cancel reason": "motif d'annulation",
	"cancelled by":  "annulé par",
	"replaces":      "remplace",
	"sha256":        "SHA-256",

	// Statuses of a gift and of an order (paid, refunded and shipped above).
	"pending":            "en attente",
	"awaiting_cheque":    "chèque attendu",
	"active":             "actif",
	"suspended":          "suspendu",
	"cancelled":          "annulé",
	"failed":             "échoué",
	"expired":            "expiré",
	"past_due":           "paiement en retard",
	"processing":         "en cours",
	"partially_refunded": "remboursé en partie",

	// A receipt's status and kind (cancelled above).
	"valid":  "valide",
	"single": "unique",
	"annual": "annuel",

	// Rhythms.
	"once":    "ponctuel",
	"weekly":  "hebdomadaire",
	"monthly": "mensuel",

	// Methods and the ledger's means.
	"card":               "carte",
	"paypal":             "PayPal",
	"cheque":             "chèque",
	"sepa":               "prélèvement SEPA",
	"in_kind":            "don en nature",
	"volunteer_expenses": "frais de bénévole",

	// The ledger's kinds of movement (cheque, refund and the gifts that
	// are not money above) and what a row is about (donation, order above).
	"payment":    "paiement",
	"renewal":    "renouvellement",
	"refund":     "remboursement",
	"chargeback": "contestation",
	"reinstated": "contestation gagnée",

	// How a gift was paid (donate.PaidWithWords).
	"Card":                 "Carte",
	"Apple Pay":            "Apple Pay",
	"Google Pay":           "Google Pay",
	"Wallet":               "Portefeuille",
	"SEPA Direct Debit":    "Prélèvement SEPA",
	"PayPal":               "PayPal",
	"Cheque":               "Chèque",
	"In kind":              "En nature",
	"Volunteer's expenses": "Frais de bénévole",

	// A donor's kind (company above).
	"person": "particulier",

	// The projects a gift is designated to.
	"education": "éducation",
	"sport":     "sport",
	"health":    "santé/science",
	"economy":   "économie",

	// Yes and no.
	"true":  "oui",
	"false": "non",
}
