package staff_test

// inKindGift is a valid POST /api/staff/gifts/in-kind body: twelve
// footballs a shop gave.
func inKindGift() map[string]any {
	return map[string]any{"email": "ana@example.org", "prenom": "Ana", "nom": "Petit", "adresse": "2 rue Haute", "codePostal": "69001",
		"ville": "Lyon", "pays": "France", "telephone": "0612345678", "description": "Douze ballons de football, taille 5",
		"valueCents": 24000, "date": "2026-01-05"}
}

// volunteerExpenses is a valid POST /api/staff/gifts/volunteer-expenses
// body: a train ticket and a drive, waived on 10 January 2026.
func volunteerExpenses() map[string]any {
	return map[string]any{"email": "paul@example.org", "prenom": "Paul", "nom": "Roux", "adresse": "9 quai Est", "codePostal": "69002",
		"ville": "Lyon", "pays": "France", "telephone": "0612345679", "mission": "Encadrement du tournoi des jeunes de Lyon",
		"date": "2026-01-10", "waived": true, "expenses": []map[string]any{
			{"date": "2026-01-04", "nature": "Train Lyon–Paris", "justification": "Billet SNCF n° 8812", "amountCents": 6450},
			{"date": "2026-01-06", "nature": "Déplacement au stade", "justification": "Relevé des trajets", "vehicle": "car",
				"horsepower": 5, "kilometres": 120, "rateMillis": 636},
		}}
}
