// The team, for owners (members, invitations, the two-factor policy), and the page an invitation opens.
export { AcceptInvite } from './components/accept-invite.tsx';
export { TeamManager } from './components/team-manager.tsx';
