import { checkWords } from '../formChecks'
import { phoneWords } from '../formRules'

/** A field error's params, as the server sends them beside its code ({"max": 200}). */
export type CodeParams = Record<string, unknown>

type Wording = string | ((params: CodeParams) => string)

const text = (params: CodeParams, name: string): string => (params[name] === undefined ? '' : String(params[name]))
/** "la taille M" when the error names a size, else "cet article". */
const sizeOrItem = (params: CodeParams) => (text(params, 'size') ? `la taille ${text(params, 'size')}` : 'cet article')

/**
 * The French of every field error a visitor may read, by its code: our server's (the list
 * internal/i18n/testdata/codes.json, which a Go test keeps complete, and codeWords.test.ts checks
 * here) and PocketBase's own. The English page shows the server's sentence; a code the server
 * words with a name or a number sends it as a param, which the French keeps.
 */
export const frenchCodes: Record<string, Wording> = {
  // Every form.
  validation_required: checkWords.fr.required,
  validation_invalid_email: checkWords.fr.email,
  validation_is_email: checkWords.fr.email,
  validation_invalid_phone: phoneWords.fr.characters,
  validation_phone_too_long: phoneWords.fr.tooLong,
  validation_phone_too_short: phoneWords.fr.tooShort,
  validation_invalid_characters: 'Retirez de ce champ les caractères invisibles ou de contrôle.',
  validation_unprintable_characters: 'Utilisez seulement des lettres, des chiffres et la ponctuation courante : ce texte est imprimé sur le reçu fiscal.',
  validation_invalid_postal_code: 'Ce code postal n’a pas la forme attendue pour ce pays.',
  validation_invalid_siren: 'Saisissez le SIREN de l’entreprise : 9 chiffres, comme sur son Kbis ou ses factures.',
  validation_length_too_long: (p) => (text(p, 'max') ? `${text(p, 'max')} caractères au plus.` : 'Ce texte est trop long.'),
  validation_invalid_locale: 'La langue doit être le français ou l’anglais.',
  validation_invalid_type: 'Cette valeur n’a pas le bon type.',
  validation_invalid_date: 'Saisissez une date comme 2026-01-31.',
  validation_date_in_future: 'La date ne peut pas être dans le futur.',
  // The gift.
  validation_amount_negative: 'Le montant doit être positif.',
  validation_amount_not_integer: 'Le montant doit être un nombre entier de centimes.',
  validation_amount_too_small: 'Ce montant est en dessous du minimum (1 € pour un don).',
  validation_amount_too_large: 'Ce montant dépasse le maximum (100 000 € pour un don).',
  validation_too_large: 'Ce total dépasse 100 000 €.',
  validation_invalid_kind: 'Indiquez si vous donnez en tant que particulier ou entreprise.',
  validation_invalid_method: 'Choisissez l’un des moyens de paiement proposés.',
  validation_method_off: 'Le prélèvement n’est pas proposé pour le moment : choisissez un autre moyen de paiement.',
  validation_fees_not_offered: 'La prise en charge des frais n’est proposée que pour les dons par carte et par PayPal.',
  validation_invalid_interval: 'Choisissez un don hebdomadaire ou mensuel.',
  validation_interval: 'Choisissez un don hebdomadaire ou mensuel.',
  validation_invalid_rhythm: 'Choisissez un don ponctuel, hebdomadaire ou mensuel.',
  validation_unknown_plan: 'Cette formule de don régulier n’existe pas : choisissez l’un des montants proposés.',
  validation_unknown_donor: 'Donateur inconnu : saisissez à nouveau vos coordonnées.',
  validation_unknown_campaign: 'Cette campagne n’existe pas.',
  validation_campaign_ended: 'Cette campagne est terminée : donnez plutôt à la fondation.',
  validation_unknown_designation: 'Choisissez l’un des projets de la fondation.',
  validation_unknown_project: 'Choisissez l’un des projets de la fondation.',
  validation_invalid_tribute_kind: 'Choisissez « en mémoire de » ou « en l’honneur de ».',
  validation_invalid_wall_name: 'Indiquez un nom, pas une adresse e-mail ni une adresse web.',
  validation_identity_required: 'Plusieurs donateurs donnent avec cet e-mail : précisez de qui sont ces coordonnées.',
  validation_identity_unknown: 'Aucun donateur avec cet e-mail n’a ces coordonnées.',
  validation_invalid_page: 'Indiquez un numéro de page de 1 à 10 000.',
  // The donor space.
  validation_code_used_up: 'Ce code ne fonctionne plus : il a été mal saisi trop de fois. Demandez un nouveau code.',
  validation_pause_months: 'Choisissez une pause de 1 à 3 mois.',
  validation_invalid_year: 'Choisissez une année déjà commencée.',
  validation_running_gift: 'Arrêtez d’abord vos dons réguliers, puis effacez vos données.',
  // The shop.
  validation_empty_cart: 'Votre panier est vide.',
  validation_too_many_lines: 'Une commande compte au plus 50 articles différents.',
  validation_too_many_units: 'Une commande compte au plus 200 articles en tout.',
  validation_quantity_range: 'Choisissez une quantité de 1 à 99 pour cet article.',
  validation_unknown_product: 'Ce produit n’est plus disponible.',
  validation_unknown_size: (p) => (text(p, 'product') ? `Cette taille n’est pas proposée pour ${text(p, 'product')}.` : 'Cette taille n’est pas proposée.'),
  validation_unknown_color: (p) => (text(p, 'product') ? `Cette couleur n’est pas proposée pour ${text(p, 'product')}.` : 'Cette couleur n’est pas proposée.'),
  validation_out_of_stock: (p) => `Désolé, ${sizeOrItem(p)} est en rupture de stock.`,
  validation_not_enough_stock: (p) => `Désolé, il n’en reste que ${text(p, 'left') || 'peu'}${text(p, 'size') ? ` en taille ${text(p, 'size')}` : ''} : réduisez la quantité.`,
  validation_paypal_order_mismatch: 'Ce paiement PayPal n’appartient pas à cette commande.',
  // The test mode's payments.
  validation_invalid_outcome: 'Choisissez l’issue du paiement de test : payé, refusé ou contesté.',
  // The staff's, which the back office may show too.
  validation_waiver_required: 'Enregistrez d’abord la renonciation signée du bénévole.',
  validation_too_many: 'Trop de frais sur une même renonciation.',
  validation_after_waiver: 'Une dépense abandonnée ne peut pas être postérieure à la renonciation.',
  validation_person_only: 'Les frais d’un bénévole sont le don d’une personne : une entreprise ne peut pas y renoncer.',
  validation_invalid_vehicle: 'Choisissez une voiture ou un deux-roues.',
  validation_not_a_pledge: 'Ce don n’est pas une promesse de chèque en attente.',
  validation_money_received: 'De l’argent est arrivé pour ce don : il ne peut pas être annulé comme un chèque jamais reçu.',
  validation_cheque_recorded: 'Ce chèque est déjà enregistré.',
  validation_refund_too_much: 'C’est plus que ce qu’il reste à rembourser sur ce don.',
  validation_invalid_slug: 'Utilisez des minuscules, des chiffres et des tirets (80 au plus).',
  validation_slug_taken: 'Une autre campagne a déjà cette adresse.',
  validation_ends_before_start: 'La fin vient après le début.',
  validation_price_positive: 'Le prix doit dépasser 0 €.',
  validation_price_too_high: 'Le prix doit être au plus de 10 000 €.',
  validation_stock_range: 'Un stock est un nombre entier de 0 à 100 000, ou vide pour illimité.',
  validation_unknown_option: 'Ce produit n’a pas cette taille.',
  validation_order_not_paid: 'Cette commande n’est pas payée : elle ne peut pas être expédiée.',
  validation_order_shipped: 'Cette commande est déjà expédiée.',
  validation_order_refunded: 'Cette commande a été remboursée : elle n’est pas à expédier.',
  validation_order_paid: 'Cette commande est payée : remboursez-la au lieu de l’annuler.',
  validation_order_cancelled: 'Cette commande est déjà annulée.',
  validation_nothing_to_refund: 'Seule une commande payée peut être remboursée, jusqu’à ce qu’elle a coûté.',
  validation_unknown_line: 'Cette commande n’a pas cette ligne.',
  // PocketBase's own (its sign-in routes and the collections' rules).
  validation_in_invalid: 'Choisissez l’une des valeurs proposées.',
  validation_invalid_value: checkWords.fr.invalid,
  validation_invalid_format: 'Cette valeur n’a pas le bon format.',
  validation_not_a_number: 'Saisissez un nombre.',
  validation_length_out_of_range: (p) =>
    text(p, 'min') && text(p, 'max') ? `Entre ${text(p, 'min')} et ${text(p, 'max')} caractères.` : 'Ce texte n’a pas la bonne longueur.',
  validation_length_too_short: (p) => (text(p, 'min') ? `Au moins ${text(p, 'min')} caractères.` : 'Ce texte est trop court.'),
  validation_min_text_constraint: (p) => (text(p, 'min') ? `Au moins ${text(p, 'min')} caractères.` : 'Ce texte est trop court.'),
  validation_max_text_constraint: (p) => (text(p, 'max') ? `${text(p, 'max')} caractères au plus.` : 'Ce texte est trop long.'),
  validation_min_number_constraint: (p) => (text(p, 'min') ? `Au moins ${text(p, 'min')}.` : 'Ce nombre est trop petit.'),
  validation_max_number_constraint: (p) => (text(p, 'max') ? `Au plus ${text(p, 'max')}.` : 'Ce nombre est trop grand.'),
}

/** The French of a field error's code, its params filled in; null for a code not in the table. */
export function frenchCode(code: string, params: CodeParams = {}): string | null {
  const wording = Object.hasOwn(frenchCodes, code) ? frenchCodes[code] : undefined
  if (wording === undefined) return null
  return typeof wording === 'string' ? wording : wording(params)
}
