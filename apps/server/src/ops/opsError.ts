/** A refusal of an ops verb: printed as its message, without a stack, and the verb exits 1. */
export class OpsError extends Error {}
