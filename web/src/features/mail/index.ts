// The email log (docs/decisions/0020-mail-delivery.md): the settings page, and one customer's mails for the customer page.
export { MailLogPage } from './mail-log-page.tsx';
export { validateMailLogSearch } from './mail-log-search.ts';
export { CustomerMailSection } from './customer-mail-section.tsx';
