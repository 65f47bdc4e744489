// The invitations feature's public entry: what other features may use.
export { InvitationLinkDialog } from './invitation-link-dialog.tsx';
