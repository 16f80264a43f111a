/** The organisation's public contact details, shown as they are. */
export const organisation = {
  phone: '+33 1 84 60 19 99',
  phoneHref: 'tel:+33184601999',
  email: 'contact@amaradiallo-foundation.org',
  address: ['Amara Diallo Foundation', '18 rue du Stade', '75015 Paris', 'France'],
}
