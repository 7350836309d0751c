/** Names, streets and notes the order simulator draws its Nigerian buyers from. */

export const FIRST_NAMES = [
  'Adaeze', 'Chiamaka', 'Ngozi', 'Chinedu', 'Emeka', 'Ifeanyi', 'Obinna', 'Nkechi', 'Uchenna', 'Amarachi',
  'Tunde', 'Bolaji', 'Funmilayo', 'Yetunde', 'Olumide', 'Adebayo', 'Temitope', 'Oluwaseun', 'Kehinde', 'Folake',
  'Aisha', 'Musa', 'Ibrahim', 'Fatima', 'Abubakar', 'Zainab', 'Usman', 'Hauwa', 'Sani', 'Halima',
  'Efosa', 'Osaze', 'Ekaette', 'Imaobong', 'Ebere', 'Tamuno', 'Ebiere', 'Tari', 'Doofan', 'Msughter',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Eze', 'Nwosu', 'Okonkwo', 'Obi', 'Chukwu', 'Nnamdi', 'Onyeka', 'Ibe', 'Uzor',
  'Adeyemi', 'Bakare', 'Ogunleye', 'Adebisi', 'Balogun', 'Olawale', 'Afolabi', 'Oyelaran', 'Adekunle', 'Ojo',
  'Bello', 'Abdullahi', 'Mohammed', 'Yusuf', 'Danjuma', 'Lawal', 'Aliyu', 'Garba', 'Suleiman', 'Umar',
  'Osagie', 'Igbinedion', 'Etim', 'Akpan', 'Ekanem', 'Dappa', 'Briggs', 'Ayuba', 'Tersoo', 'Iorliam',
] as const;

export const STREETS = [
  'Allen Avenue', 'Awolowo Road', 'Adeola Odeku Street', 'Admiralty Way', 'Herbert Macaulay Way', 'Ahmadu Bello Way',
  'Aminu Kano Crescent', 'Ogui Road', 'Aba Road', 'Ikwerre Road', 'Zik Avenue', 'Murtala Mohammed Way',
  'Airport Road', 'Station Road', 'Market Road', 'Hospital Road', 'Old Ife Road', 'Ring Road', 'Okpara Avenue',
  'Sapele Road', 'Calabar Road', 'Bompai Road', 'Lafia Road', 'Constitution Avenue',
] as const;

export const DELIVERY_NOTES = [
  'Call when you get to the gate',
  'Leave with the security man',
  'Deliver after 4pm please',
  'The house with the blue gate',
  'Opposite the filling station',
] as const;

export const BOOKING_NOTES = [
  'First time, looking forward to it',
  'Please confirm the day before',
  'Two people will attend',
  'I may be 10 minutes late',
] as const;
