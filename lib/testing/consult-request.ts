/** A valid consultation request as a buyer sends it (strings untrimmed, the quantity as text), for the tests. */
export const VALID_CONSULT = {
  name: '  Anna Schmidt ',
  company: 'Nordic Gear GmbH',
  email: 'anna@nordic-gear.example',
  phone: '+49 30 1234567',
  country: 'Germany',
  quantity: '1500',
  message: 'We need 1,500 neoprene pouches with our logo, please quote.',
};
