/** A question as the demo and the load test send it to POST /ask. */
export interface SampleQuestion {
  question: string;
  userId: string;
  sessionId: string;
}

const QUESTIONS = [
  'Where is my parcel? It was supposed to arrive yesterday.',
  'My order is delayed, will it be cancelled automatically?',
  'How long does standard delivery take?',
  'Can I still change the delivery address of my order?',
  'The tracking link has not updated for two days, is my parcel lost?',
  'How do I return a jacket that does not fit?',
  'When will I get my refund for the returned shoes?',
  'I returned only one item of my order, do I get the shipping costs back?',
  'My headphones stopped working after three months, what can I do?',
  'My card payment failed, is my order on hold?',
  'Which payment methods do you accept?',
  'Can I return a sale item after three weeks?',
  'Do I need to print a return label?',
  'Is express delivery possible if I order this afternoon?',
  'What happens if my parcel never arrives?',
  'When is an invoice payment due?',
];

/**
 * The i-th question of a deterministic, varied stream: 16 question texts, 100 known customers (`u-1000`…`u-1099`,
 * with orders in the example database) and a few unknown ones (no orders), each customer asking in sessions of
 * three questions.
 */
export function sampleQuestion(i: number): SampleQuestion {
  const user = i % 23 === 22 ? `u-9${String(i % 1000).padStart(3, '0')}` : `u-${1000 + ((i * 37) % 100)}`;
  return { question: QUESTIONS[(i * 7) % QUESTIONS.length]!, userId: user, sessionId: `s-${user}-${Math.floor(i / 300)}` };
}
