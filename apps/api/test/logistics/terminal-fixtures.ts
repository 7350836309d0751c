/**
 * Requests and answers of Terminal Africa's API as its reference shows them (ids, names and amounts are
 * the pages' own examples; fields Oja does not read are left out). Pages:
 * - https://docs.terminal.africa/tship/address/create-address
 * - https://docs.terminal.africa/tship/packaging/create-packaging
 * - https://docs.terminal.africa/tship/parcel/create-parcel
 * - https://docs.terminal.africa/tship/rate/get-rates-for-shipment
 * - https://docs.terminal.africa/tship/shipment/create-shipment
 * - https://docs.terminal.africa/tship/shipment/arrange-pickup-and-delivery-for-shipment
 * - https://docs.terminal.africa/tship/shipment/get-shipment (the shipment object, with `events`)
 * - https://docs.terminal.africa/tship/miscallaneous/shipment-event
 * - https://docs.terminal.africa/tship/errors
 */
export const SECRET_KEY = 'sk_test_contract_fixture_key';

export const address = {
  address_id: 'AD-00632494667',
  city: 'Lagos',
  coordinates: { lat: 6.5969424, lng: 3.3542992 },
  country: 'NG',
  email: 'augustus_obi@shipmonk.ng',
  first_name: 'Augustus',
  is_residential: true,
  last_name: 'Obi',
  line1: '1121 Allen Avenue, Ikeja',
  line2: '',
  metadata: { my_app_customer_id: 11234 },
  name: 'Augustus Obi',
  phone: '+2348122340000',
  state: 'Lagos',
  zip: '121006',
  created_at: '2021-07-13T20:25:53.011Z',
  updated_at: '2021-07-13T20:25:53.011Z',
};

export const packaging = {
  height: 5,
  id: 'LsuiGzcYlz4dKRYnEXeobJu9gnVbQVXN',
  length: 40,
  name: 'Courier bag',
  packaging_id: 'PA-97263925515',
  size_unit: 'cm',
  type: 'soft-package',
  weight: 0.01,
  weight_unit: 'kg',
  width: 30,
  created_at: '2021-07-13T20:25:53.011Z',
  updated_at: '2021-07-13T20:25:53.011Z',
};

export const parcel = {
  description: true,
  id: 'Zt4Xh2pbbCmeVcr5YH9lsFHGqoW3i5w3',
  items: [
    {
      description: 'Shoes purchased from Shipmonk Store',
      name: 'Rubber Boots',
      currency: 'NGN',
      value: 25000,
      weight: 1.5,
      quantity: 1,
    },
  ],
  metadata: {},
  packaging: 'PA-97263925515',
  parcel_id: 'PC-25164820699',
  totalWeight: 1.51,
  weight: 1.5,
  weight_unit: 'kg',
};

export const rates = [
  {
    amount: 14000,
    carrier_id: 'loYZh5J47D6gJUKOExXeO1RLcMARScLi',
    carrier_name: 'DHL Express',
    carrier_rate_description: 'EXPRESS 12:00 DOC',
    currency: 'NGN',
    delivery_time: 'Within 5 days.',
    id: 'bQVMwQZndHbIq6PQD5oiaGWxetLCXGkp',
    includes_insurance: false,
    metadata: {},
    pickup_time: 'Tue Jul 13 2021 before 17:00 GMT',
    rate_id: 'RT-30798955894',
    shipment: 'RAl6LhWojcnJtlojLcw4XWgSpjBsjF38',
  },
  {
    amount: 5048.08,
    carrier_name: 'DHL Express + (Parcel Insurance)',
    carrier_rate_description: 'DOMESTIC',
    currency: 'NGN',
    delivery_eta: 4237,
    delivery_time: 'Within 3 days',
    rate_id: 'RT-98930123958',
  },
];

export const shipment = {
  address_from: 'AD-00632494667',
  address_to: 'AD-95918335217',
  events: [
    {
      created_at: '2021-07-13T20:25:53.011Z',
      description: 'Shipment arranged successfully by User.',
      location: 'Lagos, NG',
      status: 'confirmed',
    },
  ],
  extras: { tracking_number: '7312840374', carrier_name: 'DHL Express' },
  id: 'BUbL05Ecprhc2q17Xh9woRSwNpXJehay',
  metadata: { merchant_id: 'm-1', order_id: 'o-1' },
  parcel: 'PC-25164820699',
  shipment_id: 'SH-31836582829',
  status: 'confirmed',
};

export const envelope = (message: string, data: unknown) => ({ status: true, message, data });
export const refusal = (message: string) => ({ status: false, message });
