import type OpenAI from 'openai';
import type { AppStats } from './app-stats.ts';
import type { OrdersDb } from './orders-db.ts';
import type { QuestionHandler } from './queue/question-queue.ts';
import type { Retriever } from './retriever.ts';

export interface AnswerQuestionDeps {
  retriever: Retriever;
  ordersDb: OrdersDb;
  /** An `openai` client loaded after the SDK started, so the OpenAI instrumentation traces its calls. */
  openai: OpenAI;
  stats: AppStats;
}

const SYSTEM_PROMPT = 'You are the customer-support assistant of an online shop. Answer in at most two sentences, using only the help-centre articles and the customer\'s orders below.';

/**
 * The worker's job for one question, inside the queue's CONSUMER span: retrieve help-centre articles, look up the
 * customer's recent orders in SQL, then ask the model with both as context. The three steps are siblings under the
 * consumer span and run in that order, so the documents and the statement visibly fed the LLM call.
 */
export function createAnswerQuestion(deps: AnswerQuestionDeps, config: { model: string; topK: number }): QuestionHandler {
  return async (message) => {
    try {
      const documents = await deps.retriever.retrieve(message.question, config.topK);
      const orders = await deps.ordersDb.recentOrders(message.userId, 3);
      const context = [
        'Help-centre articles:',
        ...documents.map(({ document }) => `[${document.id} ${document.version}] ${document.text}`),
        'Orders of this customer:',
        ...(orders.length === 0 ? ['(none)'] : orders.map((o) => `#${o.orderId} ${o.status} via ${o.carrier}, placed ${o.placedAt}, expected ${o.etaDate}`)),
      ].join('\n');
      await deps.openai.chat.completions.create({
        model: config.model,
        messages: [
          { role: 'system', content: `${SYSTEM_PROMPT}\n\n${context}` },
          { role: 'user', content: message.question },
        ],
        temperature: 0.2,
        max_tokens: 300,
      });
      deps.stats.answered++;
    } catch (err) {
      deps.stats.failed++;
      throw err;
    }
  };
}
