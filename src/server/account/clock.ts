/** Where the account code reads "now": injectable so tests can move time (createApp `clock`). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE = 60_000;
