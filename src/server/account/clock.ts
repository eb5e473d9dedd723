import { now } from "../clock";

/** Where the account code reads "now": injectable so tests can move time (createApp `clock`). */
export type Clock = () => Date;

/** The process's clock (../clock.ts), unless createApp is given another. */
export const systemClock: Clock = now;

export const MINUTE = 60_000;
