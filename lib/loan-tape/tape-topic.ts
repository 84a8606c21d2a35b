/** What an upload wakes (lib/jobs/wakeup.ts): the loop that books tapes' rows. */
export const LOAN_TAPE_TOPIC = "loan-tape";
