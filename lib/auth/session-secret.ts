/** Signs demo sessions only; production refuses to start without its own NEXTAUTH_SECRET. */
export const DEMO_SESSION_SECRET = "loandesk-demo-session-secret-not-for-production";

export const sessionSecret = () => process.env.NEXTAUTH_SECRET || DEMO_SESSION_SECRET;
