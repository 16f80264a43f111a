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

/** "legal name, address and signature image". */
export function fieldList(names: string[]): string {
  const words = names.map((n) => fieldNames[n] ?? n)
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`
}
