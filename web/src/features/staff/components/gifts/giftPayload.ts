import type { InKindGift } from '../../api/recordInKind'
import type { ExpenseLine, GiftDonor, VolunteerExpenses } from '../../api/recordVolunteerExpenses'
import { eurosToCents } from '../../amount'
import { expenseLines, rateMillis, whole, type ExpenseDraft, type GiftDraft } from './giftChecks'

function donor(d: GiftDraft): GiftDonor {
  const company = d.kind === 'company'
  return {
    kind: d.kind, email: d.email.trim(), prenom: d.prenom.trim(), nom: d.nom.trim(), adresse: d.adresse.trim(), codePostal: d.codePostal.trim(),
    ville: d.ville.trim(), pays: d.pays.trim(), telephone: d.telephone.trim(),
    raisonSociale: company ? d.raisonSociale.trim() : '', siren: company ? d.siren.trim() : '', formeJuridique: company ? d.formeJuridique.trim() : '',
  }
}

function line(e: ExpenseDraft): ExpenseLine {
  const base = { date: e.date, nature: e.nature.trim(), justification: e.justification.trim() }
  if (e.means === 'cost') return { ...base, amountCents: eurosToCents(e.amount) ?? 0 }
  return { ...base, vehicle: e.means, horsepower: whole(e.horsepower, 99) ?? 0, kilometres: whole(e.kilometres, 100_000) ?? 0, rateMillis: rateMillis(e.rate) ?? 0 }
}

/** What the server receives for a checked form: a gift in kind, or a volunteer's waiver (whose total the server adds up). */
export function giftPayload(d: GiftDraft): { nature: 'in_kind'; body: InKindGift } | { nature: 'volunteer_expenses'; body: VolunteerExpenses } {
  if (d.nature === 'in_kind') return { nature: 'in_kind', body: { ...donor(d), description: d.description.trim(), valueCents: eurosToCents(d.value) ?? 0, date: d.date } }
  return { nature: 'volunteer_expenses', body: { ...donor(d), mission: d.mission.trim(), date: d.date, waived: d.waived, expenses: expenseLines(d).map(line) } }
}
