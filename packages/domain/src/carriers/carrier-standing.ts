/** Where an enrollment stands with a carrier once a file carrying it was delivered (docs/adr/0803, 0804). */
export interface SentToCarrier {
  readonly carrier: string;
  /** MM/DD/YYYY: the day the file was delivered. */
  readonly sentOn: string;
  readonly status: 'sent' | 'accepted' | 'rejected';
}

/** The same with the carrier's error codes, when it rejected the enrollment: what a rep follows up. */
export interface CarrierStanding extends SentToCarrier {
  readonly errors: readonly string[];
}
