/** The demo companies' fixed facts: Danish names, real street addresses and their coordinates. */

export interface DemoAddress {
  streetAddress: string;
  zipcode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export const demoAddresses: DemoAddress[] = [
  { streetAddress: 'Vesterbrogade 112', zipcode: '1620', city: 'København V', latitude: 55.6701, longitude: 12.5439 },
  { streetAddress: 'Nørrebrogade 45', zipcode: '2200', city: 'København N', latitude: 55.6904, longitude: 12.5532 },
  { streetAddress: 'Østerbrogade 78', zipcode: '2100', city: 'København Ø', latitude: 55.7008, longitude: 12.5797 },
  { streetAddress: 'Amagerbrogade 150', zipcode: '2300', city: 'København S', latitude: 55.6557, longitude: 12.6035 },
  {
    streetAddress: 'Gammel Kongevej 60',
    zipcode: '1850',
    city: 'Frederiksberg C',
    latitude: 55.6779,
    longitude: 12.5512,
  },
  { streetAddress: 'Falkoner Allé 21', zipcode: '2000', city: 'Frederiksberg', latitude: 55.6817, longitude: 12.5331 },
  { streetAddress: 'Strandvejen 203', zipcode: '2900', city: 'Hellerup', latitude: 55.7383, longitude: 12.5772 },
  {
    streetAddress: 'Lyngby Hovedgade 33',
    zipcode: '2800',
    city: 'Kongens Lyngby',
    latitude: 55.7717,
    longitude: 12.5036,
  },
  { streetAddress: 'Roskildevej 310', zipcode: '2610', city: 'Rødovre', latitude: 55.6794, longitude: 12.4581 },
  { streetAddress: 'Hovedgaden 12', zipcode: '2640', city: 'Hedehusene', latitude: 55.6478, longitude: 12.1964 },
  { streetAddress: 'Køgevej 88', zipcode: '4000', city: 'Roskilde', latitude: 55.6361, longitude: 12.0931 },
  { streetAddress: 'Jernbanegade 7', zipcode: '3400', city: 'Hillerød', latitude: 55.9277, longitude: 12.3008 },
  { streetAddress: 'Stengade 54', zipcode: '3000', city: 'Helsingør', latitude: 56.0344, longitude: 12.6139 },
  {
    streetAddress: 'Brøndbyvester Boulevard 9',
    zipcode: '2605',
    city: 'Brøndby',
    latitude: 55.6571,
    longitude: 12.4203,
  },
  { streetAddress: 'Islands Brygge 25', zipcode: '2300', city: 'København S', latitude: 55.6638, longitude: 12.5786 },
  { streetAddress: 'Sankt Hans Torv 3', zipcode: '2200', city: 'København N', latitude: 55.6916, longitude: 12.5613 },
  { streetAddress: 'Valby Langgade 95', zipcode: '2500', city: 'Valby', latitude: 55.6636, longitude: 12.5111 },
  { streetAddress: 'Frederikssundsvej 140', zipcode: '2700', city: 'Brønshøj', latitude: 55.7046, longitude: 12.4927 },
  { streetAddress: 'Ballerup Byvej 40', zipcode: '2750', city: 'Ballerup', latitude: 55.7312, longitude: 12.3637 },
  { streetAddress: 'Glostrup Hovedvej 5', zipcode: '2600', city: 'Glostrup', latitude: 55.6662, longitude: 12.4038 },
  { streetAddress: 'Torvegade 18', zipcode: '1400', city: 'København K', latitude: 55.6725, longitude: 12.5902 },
  { streetAddress: 'Bredgade 30', zipcode: '1260', city: 'København K', latitude: 55.6829, longitude: 12.5907 },
  { streetAddress: 'Tåstrup Hovedgade 66', zipcode: '2630', city: 'Taastrup', latitude: 55.6517, longitude: 12.2999 },
  { streetAddress: 'Ishøj Strandvej 20', zipcode: '2635', city: 'Ishøj', latitude: 55.6144, longitude: 12.3567 },
];

export const aarhusAddresses: DemoAddress[] = [
  { streetAddress: 'Søndergade 20', zipcode: '8000', city: 'Aarhus C', latitude: 56.1535, longitude: 10.2077 },
  { streetAddress: 'Randersvej 110', zipcode: '8200', city: 'Aarhus N', latitude: 56.175, longitude: 10.1983 },
  { streetAddress: 'Silkeborgvej 55', zipcode: '8000', city: 'Aarhus C', latitude: 56.1489, longitude: 10.1789 },
  { streetAddress: 'Viborgvej 77', zipcode: '8210', city: 'Aarhus V', latitude: 56.1613, longitude: 10.1649 },
];

/** Private customers: first and last name. */
export const privateCustomers: [string, string][] = [
  ['Mette', 'Andersen'],
  ['Lars', 'Hansen'],
  ['Kirsten', 'Poulsen'],
  ['Henrik', 'Johansen'],
  ['Camilla', 'Rasmussen'],
  ['Thomas', 'Jørgensen'],
  ['Louise', 'Kristensen'],
  ['Morten', 'Møller'],
  ['Hanne', 'Sørensen'],
  ['Jesper', 'Thomsen'],
  ['Ida', 'Lund'],
  ['Rasmus', 'Østergaard'],
  ['Birgitte', 'Frederiksen'],
  ['Niels', 'Bach'],
];

/** Company customers: name, CVR, contact person. */
export const companyCustomers: [string, string, string, string][] = [
  ['Nordhavn Kontorfællesskab ApS', '29184739', 'Karina', 'Vestergaard'],
  ['Bageriet Brød & Co', '31827469', 'Ole', 'Berg'],
  ['Frederiksberg Tandklinik', '27364519', 'Anne', 'Holm'],
  ['Café Søerne I/S', '36452811', 'Mikkel', 'Dam'],
  ['Boligforeningen Lærkereden', '19283747', 'Susanne', 'Krog'],
  ['Hellerup Advokatfirma P/S', '38475614', 'Peter', 'Skov'],
  ['Lyngby Fitnesscenter ApS', '40192832', 'Nanna', 'Friis'],
  ['Roskilde Auto A/S', '25364716', 'Bo', 'Eriksen'],
  ['Hillerød Skole', '29876541', 'Lene', 'Svendsen'],
  ['Kaffebaren på Torvet', '41526378', 'Sebastian', 'Winther'],
];

export const visitTasks: string[] = [
  'Vinduespudsning, udvendig',
  'Årligt service af varmepumpe',
  'Skadedyrsbekæmpelse – rotter i kælder',
  'Hækklipning og græsslåning',
  'Ugentlig kontorrengøring',
  'Eftersyn af ventilationsanlæg',
  'Udskiftning af filter i ventilation',
  'Algebehandling af tag',
  'Service af opvaskemaskine (erhverv)',
  'Rengøring af trappeopgang',
  'Kontrol af musefælder',
  'Beskæring af frugttræer',
];
