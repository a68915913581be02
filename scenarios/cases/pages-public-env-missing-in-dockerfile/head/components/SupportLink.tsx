const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL;

export function SupportLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Crewboard help')}`} className="support-link">
      Contact support
    </a>
  );
}
