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
  {
    email: 'new@oja.demo',
    username: 'zainab-naturals',
    firstName: 'Zainab',
    lastName: 'Yusuf',
    phone: '+2348167654321',
    role: 'seller',
    serviceType: 'product',
    businessName: 'Zainab Naturals',
    category: 'Beauty',
    businessType: 'sole_trader',
    aboutBusiness: 'Shea butter and black soap made in Kano.',
    country: 'Nigeria',
    state: 'Kano',
    address: '',
  },
] as const;

/** Customers in each demo merchant's book (the invoice form picks from them), keyed by the merchant's email. */
export const demoCustomers: Record<string, ReadonlyArray<{ name: string; email: string; phone: string }>> = {
  'seller@oja.demo': [
    { name: 'Folake Adeyemi', email: 'folake.adeyemi@example.com', phone: '+2348023456789' },
    { name: 'Emeka Nwachukwu', email: 'emeka.n@example.com', phone: '+2348034567890' },
    { name: 'Halima Yusuf', email: 'halima.yusuf@example.com', phone: '+2348095551234' },
    { name: 'Grace Ogunleye', email: 'grace.ogunleye@example.com', phone: '+2347012345678' },
  ],
  'provider@oja.demo': [
    { name: 'Ifeoma & Chuka Wedding', email: 'ifeoma.chuka@example.com', phone: '+2348067778888' },
    { name: 'Kano Leather Works', email: 'hello@kanoleather.example.com', phone: '+2348051112233' },
    { name: 'Dr. Musa Ibrahim', email: 'musa.ibrahim@example.com', phone: '+2348129990000' },
  ],
};
