import { Resend } from 'resend';

const resend = new Resend(process.env.RESEND_API_KEY);
const FROM = process.env.EMAIL_FROM ?? 'Crewboard <team@crewboard.example>';

export async function sendInvite(to: string, teamName: string, invitedBy: string): Promise<void> {
  const { error } = await resend.emails.send({
    from: FROM,
    to,
    subject: `${invitedBy} invited you to ${teamName} on Crewboard`,
    text: `Sign in at ${process.env.NEXT_PUBLIC_APP_URL} with this address to see your shifts.`,
  });
  if (error) throw new Error(`invite e-mail to ${to} failed: ${error.message}`);
}
