/** The demo logins printed at start and named in the README. */
export const DEMO_PASSWORD = 'OjaDemo2026!';

export const demoAccounts = [
  {
    email: 'seller@oja.demo',
    username: 'adaeze-fabrics',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phone: '+2348031234567',
    role: 'seller',
    serviceType: 'product',
    businessName: 'Adaeze Fabrics & Co.',
    category: 'Fashion',
    businessType: 'sole_trader',
    aboutBusiness: 'Hand-woven aso-oke, adire and ankara fabrics from Lagos, shipped nationwide.',
    country: 'Nigeria',
    state: 'Lagos',
    address: '14 Balogun Street, Lagos Island',
  },
  {
    email: 'provider@oja.demo',
    username: 'tunde-studio',
    firstName: 'Tunde',
    lastName: 'Bakare',
    phone: '+2348059876543',
    role: 'serviceProvider',
    serviceType: 'service',
    businessName: 'Tunde Bakare Photography',
    category: 'Photography',
    businessType: 'registered_business',
    aboutBusiness: 'Wedding, portrait and product photography in Abuja and online consultations.',
    country: 'Nigeria',
    state: 'FCT',
    address: '3 Aminu Kano Crescent, Wuse II, Abuja',
  },
] as const;
