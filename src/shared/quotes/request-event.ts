/** One entry of a request's history or thread, as the requester and the admin see it. */
export interface RequestEventView {
  id: string;
  type: 'status' | 'answer' | 'reply';
  /** A status entry in words ("Paid", "Shipped"); an answer's or reply's text. */
  text: string;
  /** A status entry's note (a decline's reason), or null. */
  note: string | null;
  at: string;
}
