/** The sign-up address that carries an invite code. */
export function inviteLink(inviteCode: string): string {
  return `${window.location.origin}/auth?ref=${encodeURIComponent(inviteCode)}`;
}
