/*
 * Phone numbers are stored in E.164 (+4520304050) and shown grouped for reading, +45 20 30 40 50, by the domain's
 * one implementation (libphonenumber-js); a link dials the stored number.
 */
export { formatPhone } from '@servio/domain/phone';
