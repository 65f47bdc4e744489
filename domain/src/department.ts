import { z } from 'zod';

export const departmentInputSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  color: z
    .string()
    .trim()
    .refine((v) => v === '' || /^#[0-9a-f]{6}$/i.test(v), 'color_invalid')
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullish(),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;
