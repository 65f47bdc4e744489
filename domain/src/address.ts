import { z } from 'zod';
import { optionalText, zipcodeFieldSchema } from './fields.ts';

/** The one address every record has (company, customer, visit); coordinates are optional. */
export const addressSchema = z.object({
  streetAddress: optionalText(200),
  zipcode: zipcodeFieldSchema,
  city: optionalText(100),
  latitude: z.number().min(-90, 'latitude_invalid').max(90, 'latitude_invalid').nullish(),
  longitude: z.number().min(-180, 'longitude_invalid').max(180, 'longitude_invalid').nullish(),
});
