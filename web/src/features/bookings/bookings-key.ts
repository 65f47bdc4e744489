/** Every inbox query's key starts so: a push or an answer reloads the lists and the open booking together. */
export const bookingsKey = ['bookings'] as const;
