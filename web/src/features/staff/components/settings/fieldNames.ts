import type { Me } from '../../../../lib/contract.gen'

/** The settings' fields in words, as the server names them in `missing` and in its errors. */
export const fieldNames: Record<string, string> = {
  legalName: 'legal name',
  address: 'address',
  object: 'object (purpose)',
  legalStatus: 'legal status',
  registrationNumber: 'RNA or SIREN number',
  category: 'category',
  decreeDate: 'date of the decree',
  journalDate: 'date of the Journal officiel',
  signatoryName: "signatory's name",
  signatoryTitle: "signatory's title",
  signaturePlace: 'place of signature',
  signature: 'signature image',
}

/** The same in French. */
const fieldNamesFr: Record<string, string> = {
  legalName: 'dénomination',
  address: 'adresse',
  object: 'objet',
  legalStatus: 'statut juridique',
  registrationNumber: 'numéro RNA ou SIREN',
  category: 'catégorie',
  decreeDate: 'date du décret',
  journalDate: 'date du Journal officiel',
  signatoryName: 'nom du signataire',
  signatoryTitle: 'qualité du signataire',
  signaturePlace: 'lieu de signature',
  signature: 'image de la signature',
}

const namesIn = { en: { names: fieldNames, and: 'and' }, fr: { names: fieldNamesFr, and: 'et' } }

/** "legal name, address and signature image" ("dénomination, adresse et image de la signature"). */
export function fieldList(names: string[], language: Me['language'] = 'en'): string {
  const { names: known, and } = namesIn[language]
  const words = names.map((n) => known[n] ?? n)
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1] ?? ''}`
}
