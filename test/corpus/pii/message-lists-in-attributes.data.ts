/**
 * Held-out PII corpus: chat message lists inside span attributes (framework and app attributes, not the GenAI
 * content attributes), where personal values are answered bare to an earlier question.
 *
 * Written on 2026-12-07 by a helper who read neither the detectors nor other test data.
 * All personal data below is invented; names, phone numbers, addresses and dates belong to nobody known.
 * Check digits are valid where the format defines them: Spanish DNI letter, Brazilian CPF (both digits),
 * French NIR key (97 - n mod 97), German Steuer-ID (ISO 7064 mod 11,10) and Personalausweis number (7-3-1),
 * Italian codice fiscale control letter, Dutch BSN (11-test), Polish PESEL, Japanese My Number, Chinese resident
 * id (ISO 7064 mod 11-2), Korean resident registration number, Luhn for the bank card, and mod-97 for every IBAN
 * (plus the Spanish CCC digits, French RIB key, Italian CIN, Polish sort-code digit and Dutch account 11-test).
 * US SSN, UK NI number and passport numbers have no check digit; they use valid prefixes/ranges only.
 */
import type { SpanAttributeCase } from './span-attributes-measure.ts';

const j = (value: unknown): string => JSON.stringify(value);

export const MESSAGE_LISTS_IN_ATTRIBUTES: SpanAttributeCase[] = [
  // English
  {
    id: 'ml-01-openinference-chain-en',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'user', content: 'My dishwasher stopped draining again, can someone come out?' },
          { role: 'assistant', content: 'Sorry to hear that. What\'s the best phone number to reach you about the repair?' },
          { role: 'user', content: '(646) 318-2274' },
          { role: 'assistant', content: 'Thanks. And which order is the dishwasher from?' },
          { role: 'user', content: 'ORD-558201' },
          { role: 'assistant', content: 'Got it. What name is that order under?' },
          { role: 'user', content: 'Priya Raghunathan' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['(646) 318-2274', 'Priya Raghunathan'],
    keep: ['best phone number to reach you', 'ORD-558201', 'dishwasher stopped draining'],
  },
  {
    id: 'ml-02-langchain-dict-en',
    family: 'langchain-messages-to-dict',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.entity.name': 'booking_chain',
      'traceloop.entity.input': j({
        inputs: {
          chat_history: [
            { type: 'human', data: { content: 'I want to book a table for Friday at 8', additional_kwargs: {} } },
            { type: 'ai', data: { content: 'Happy to help. Could I have your full name for the booking?', additional_kwargs: {} } },
            { type: 'human', data: { content: 'Marcus Whitfield-Adeyemi', additional_kwargs: {} } },
            { type: 'ai', data: { content: 'And a mobile number in case we are running late?', additional_kwargs: {} } },
            { type: 'human', data: { content: '07700 914382', additional_kwargs: {} } },
            { type: 'ai', data: { content: 'How many guests will be joining?', additional_kwargs: {} } },
          ],
          input: '5',
        },
      }),
    },
    canaries: ['Marcus Whitfield-Adeyemi', '07700 914382'],
    keep: ['Could I have your full name for the booking', 'book a table for Friday', 'booking_chain'],
  },
  {
    id: 'ml-03-tool-interleaved-en',
    family: 'tool-interleaved',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        messages: [
          { role: 'user', content: 'I was charged twice for my gym membership this month.' },
          {
            role: 'assistant',
            content: 'Let me pull up your account. Meanwhile, can you confirm your date of birth?',
            tool_calls: [
              { id: 'call_7Hq2mX', type: 'function', function: { name: 'lookup_billing', arguments: '{"month":"2026-11"}' } },
            ],
          },
          { role: 'tool', tool_call_id: 'call_7Hq2mX', content: '{"charges":2,"status":"duplicate"}' },
          { role: 'user', content: '07/22/1984' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['07/22/1984'],
    keep: ['lookup_billing', 'call_7Hq2mX', 'confirm your date of birth'],
  },
  {
    id: 'ml-04-openai-content-parts-en',
    family: 'openai-content-parts',
    attributes: {
      'operation.name': 'ai.streamText',
      'ai.model.id': 'gpt-4o-2024-08-06',
      'ai.prompt.messages': j([
        { role: 'system', content: 'You are the refunds assistant for Northwind Outfitters.' },
        { role: 'assistant', content: [{ type: 'text', text: 'To release a refund of this size I need your Social Security number.' }] },
        { role: 'user', content: [{ type: 'text', text: 'why do you need my SSN for a refund??' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'It is required by our payments provider for refunds over $600 and only used for verification.' }] },
        { role: 'user', content: [{ type: 'text', text: '529-41-7783' }] },
      ]),
    },
    canaries: ['529-41-7783'],
    keep: ['required by our payments provider', 'gpt-4o-2024-08-06', 'refunds assistant for Northwind Outfitters'],
  },
  {
    id: 'ml-05-autogen-en',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.agent.name': 'travel_desk',
      'autogen.task_result': j({
        messages: [
          { source: 'user', content: 'Book me the 7:40 train to Boston on the 19th', type: 'TextMessage' },
          { source: 'assistant', content: 'Done, seat 14C is held. Which email should we send the receipt to?', type: 'TextMessage' },
          { source: 'user', content: 'd.okafor.82@fastmail.com', type: 'TextMessage' },
          { source: 'assistant', content: 'For the cross-border leg I also need your passport number as it appears on the document.', type: 'TextMessage' },
          { source: 'user', content: '567204193', type: 'TextMessage' },
        ],
        stop_reason: 'Text \'TERMINATE\' mentioned',
      }),
    },
    canaries: ['d.okafor.82@fastmail.com', '567204193'],
    keep: ['passport number as it appears', 'TextMessage', 'seat 14C is held'],
  },
  {
    id: 'ml-06-agent-memory-en',
    family: 'agent-memory',
    attributes: {
      'chat.history': j([
        { role: 'user', content: 'I would like to open a savings account' },
        { role: 'assistant', content: 'Great. Are you already a customer? If so, what is your customer account number?' },
        { role: 'user', content: 'one sec, let me find it' },
        { role: 'user', content: '4478 3390 12' },
        { role: 'assistant', content: 'Found you. For the tax wrapper I also need your National Insurance number.' },
        { role: 'user', content: 'JT 48 29 17 C' },
      ]),
    },
    canaries: ['4478 3390 12', 'JT 48 29 17 C'],
    keep: ['open a savings account', 'one sec, let me find it'],
  },
  {
    id: 'ml-07-openinference-chain-en-neg',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'llm.model_name': 'claude-3-5-sonnet-20241022',
      'input.value': j({
        messages: [
          { role: 'assistant', content: 'Which city should I get the forecast for?' },
          { role: 'user', content: 'Portland' },
          { role: 'assistant', content: 'And for which day?' },
          { role: 'user', content: 'next Thursday' },
          { role: 'assistant', content: 'Do you want it in Fahrenheit?' },
          { role: 'user', content: 'yes' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['Portland', 'next Thursday', 'claude-3-5-sonnet-20241022', 'get the forecast for'],
  },
  {
    id: 'ml-08-wrapped-session-en-neg',
    family: 'wrapped-session',
    attributes: {
      'app.conversation': j({
        session_id: 'sess_4f1a9c',
        messages: [
          { role: 'assistant', content: 'Can I get your date of birth to finish the sign-up?' },
          { role: 'user', content: "I'd rather not say" },
          { role: 'assistant', content: 'No problem, it is optional. Which plan would you like?' },
          { role: 'user', content: 'the annual one' },
        ],
      }),
    },
    canaries: [],
    keep: ["I'd rather not say", 'sess_4f1a9c', 'the annual one', 'finish the sign-up'],
  },

  // Spanish
  {
    id: 'ml-09-llamaindex-es',
    family: 'llamaindex-chat-history',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        message: '612 487 309',
        chat_history: [
          { role: 'user', content: 'Quiero cambiar la titularidad del contrato de la luz', additional_kwargs: {} },
          { role: 'assistant', content: 'Claro. ¿Me indica el DNI del nuevo titular?', additional_kwargs: {} },
          { role: 'user', content: '48213795E', additional_kwargs: {} },
          { role: 'assistant', content: 'Gracias. ¿Y un teléfono de contacto?', additional_kwargs: {} },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['48213795E', '612 487 309'],
    keep: ['titularidad del contrato de la luz', 'additional_kwargs'],
  },
  {
    id: 'ml-10-tool-interleaved-es',
    family: 'tool-interleaved',
    attributes: {
      'app.agent.messages': j([
        { role: 'user', content: 'Se me ha inundado la cocina, quiero dar parte al seguro' },
        {
          role: 'assistant',
          content: 'Lo siento mucho. Estoy abriendo el parte; ¿me puede dar su fecha de nacimiento para verificar la póliza?',
          tool_calls: [{ id: 'call_Qp41', type: 'function', function: { name: 'buscar_poliza', arguments: '{"ramo":"hogar"}' } }],
        },
        { role: 'tool', tool_call_id: 'call_Qp41', content: '{"encontradas":1,"ramo":"hogar"}' },
        { role: 'user', content: '14/03/1987' },
      ]),
    },
    canaries: ['14/03/1987'],
    keep: ['buscar_poliza', 'fecha de nacimiento para verificar', 'inundado la cocina'],
  },
  {
    id: 'ml-11-agent-memory-es',
    family: 'agent-memory',
    attributes: {
      'crewai.agent.role': 'Gestor de altas',
      'agent.memory': j([
        { role: 'user', content: 'quiero domiciliar la cuota del gimnasio' },
        { role: 'assistant', content: 'Perfecto, ¿me dice el IBAN de la cuenta donde cargamos las cuotas mensuales?' },
        { role: 'user', content: 'ES88 2085 0731 3730 4716 5829' },
        { role: 'assistant', content: '¿Quién es el titular de la cuenta?' },
        { role: 'user', content: 'Javier Ortega Blasco' },
        { role: 'assistant', content: '¿Prefiere el cargo a principio o a final de mes?' },
        { role: 'user', content: 'a principio' },
      ]),
    },
    canaries: ['ES88 2085 0731 3730 4716 5829', 'Javier Ortega Blasco'],
    keep: ['domiciliar la cuota del gimnasio', 'Gestor de altas', 'a principio'],
  },
  {
    id: 'ml-12-openinference-agent-output-es',
    family: 'openinference-agent-output',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          { role: 'user', content: 'Quiero reservar para cenar el sábado' },
          { role: 'assistant', content: '¡Claro! ¿A qué nombre hago la reserva?' },
          { role: 'user', content: 'Lucía Fernández Ortega' },
          { role: 'assistant', content: '¿Para cuántas personas?' },
          { role: 'user', content: '6' },
          { role: 'assistant', content: '¿Un móvil por si hay cambios?' },
          { role: 'user', content: '655 21 48 03' },
          { role: 'assistant', content: 'Reserva confirmada para el sábado a las 21:30.' },
        ],
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['Lucía Fernández Ortega', '655 21 48 03'],
    keep: ['A qué nombre hago la reserva', 'Para cuántas personas', 'sábado a las 21:30'],
  },
  {
    id: 'ml-13-langchain-role-es-neg',
    family: 'langchain-role-content',
    attributes: {
      'traceloop.span.kind': 'task',
      'traceloop.entity.input': j({
        inputs: {
          messages: [
            { role: 'assistant', content: '¿Me facilita su número de teléfono para avisarle del envío?' },
            { role: 'user', content: 'prefiero no decirlo' },
            { role: 'assistant', content: 'Sin problema. ¿Qué talla necesita?' },
            { role: 'user', content: 'la M' },
          ],
        },
      }),
    },
    canaries: [],
    keep: ['prefiero no decirlo', 'Qué talla necesita', 'para avisarle del envío'],
  },
  {
    id: 'ml-14-autogen-es-neg',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'user', content: 'Mi pedido llegó incompleto', type: 'TextMessage' },
          { source: 'assistant', content: '¿Cuál es el número de pedido?', type: 'TextMessage' },
          { source: 'user', content: 'PED-0093127', type: 'TextMessage' },
          { source: 'assistant', content: '¿Usó algún código promocional?', type: 'TextMessage' },
          { source: 'user', content: 'VERANO15', type: 'TextMessage' },
        ],
        stop_reason: 'Maximum number of turns 5 reached.',
      }),
    },
    canaries: [],
    keep: ['PED-0093127', 'VERANO15', 'número de pedido', 'llegó incompleto'],
  },

  // Portuguese (BR)
  {
    id: 'ml-15-openinference-chain-pt',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'assistant', content: 'Pode me informar o seu CPF para emitir a nota fiscal?' },
          { role: 'user', content: '529.184.370-50' },
          { role: 'assistant', content: 'Obrigado! E o endereço de entrega?' },
          { role: 'user', content: 'Rua Joaquim Floriano 466, apto 82' },
          { role: 'assistant', content: 'Prefere entrega expressa ou normal?' },
          { role: 'user', content: 'normal' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['529.184.370-50', 'Rua Joaquim Floriano 466, apto 82'],
    keep: ['emitir a nota fiscal', 'entrega expressa ou normal'],
  },
  {
    id: 'ml-16-langchain-dict-pt',
    family: 'langchain-messages-to-dict',
    attributes: {
      'langchain.memory.buffer': j([
        { type: 'human', data: { content: 'preciso atualizar meu cadastro' } },
        { type: 'ai', data: { content: 'Claro! Qual é o seu celular com DDD?' } },
        { type: 'human', data: { content: 'pera, tô sem o chip aqui, vou ver no outro aparelho' } },
        { type: 'human', data: { content: '(11) 98734-2210' } },
        { type: 'ai', data: { content: 'Anotado. E qual o CEP do endereço novo?' } },
        { type: 'human', data: { content: '22041-011' } },
      ]),
    },
    canaries: ['(11) 98734-2210', '22041-011'],
    keep: ['atualizar meu cadastro', 'celular com DDD', 'vou ver no outro aparelho'],
  },
  {
    id: 'ml-17-anthropic-blocks-pt',
    family: 'anthropic-content-blocks',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        model: 'claude-3-5-haiku-20241022',
        max_tokens: 1024,
        system: 'Você é o assistente de abertura de contas do Banco Aurora.',
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'quero abrir uma conta digital' }] },
          { role: 'assistant', content: [{ type: 'text', text: 'Vamos lá! Qual é a sua data de nascimento?' }] },
          { role: 'user', content: [{ type: 'text', text: '22/07/1991' }] },
          { role: 'assistant', content: [{ type: 'text', text: 'E o nome completo da sua mãe?' }] },
          { role: 'user', content: [{ type: 'text', text: 'Rosângela Moreira Castro' }] },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['22/07/1991', 'Rosângela Moreira Castro'],
    keep: ['claude-3-5-haiku-20241022', 'nome completo da sua mãe', 'abertura de contas do Banco Aurora'],
  },
  {
    id: 'ml-18-wrapped-session-pt',
    family: 'wrapped-session',
    attributes: {
      'app.session.transcript': j({
        session_id: 'atd-30918',
        messages: [
          { role: 'user', content: 'quero cancelar o pedido PD-77310' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_b81', type: 'function', function: { name: 'consultar_pedido', arguments: '{"pedido":"PD-77310"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_b81', content: '{"status":"pago","valor":189.9}' },
          { role: 'assistant', content: 'Pedido cancelado. Para o reembolso, qual é a sua chave Pix?' },
          { role: 'user', content: '284.613.057-44' },
        ],
      }),
    },
    canaries: ['284.613.057-44'],
    keep: ['consultar_pedido', 'PD-77310', 'qual é a sua chave Pix'],
  },
  {
    id: 'ml-19-openai-content-parts-pt-neg',
    family: 'openai-content-parts',
    attributes: {
      'ai.model.id': 'gpt-4o-mini',
      'ai.prompt.messages': j([
        { role: 'assistant', content: [{ type: 'text', text: 'Qual o código de rastreio da encomenda?' }] },
        { role: 'user', content: [{ type: 'text', text: 'NX482913675BR' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'E qual cor você prefere na troca?' }] },
        { role: 'user', content: [{ type: 'text', text: 'a azul' }] },
      ]),
    },
    canaries: [],
    keep: ['NX482913675BR', 'a azul', 'código de rastreio', 'gpt-4o-mini'],
  },

  // French
  {
    id: 'ml-20-autogen-fr',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'user', content: 'Ma box internet ne fonctionne plus depuis hier', type: 'TextMessage' },
          { source: 'assistant', content: 'Un technicien peut passer. Quel est le meilleur numéro pour vous joindre ?', type: 'TextMessage' },
          { source: 'user', content: '06 48 21 93 57', type: 'TextMessage' },
          { source: 'assistant', content: 'Et votre nom de famille, pour l\'interphone ?', type: 'TextMessage' },
          { source: 'user', content: 'Rousseau-Lefèvre', type: 'TextMessage' },
        ],
        stop_reason: null,
      }),
    },
    canaries: ['06 48 21 93 57', 'Rousseau-Lefèvre'],
    keep: ['numéro pour vous joindre', 'box internet ne fonctionne plus'],
  },
  {
    id: 'ml-21-llamaindex-fr',
    family: 'llamaindex-chat-history',
    attributes: {
      'llama_index.chat_engine.history': j([
        { role: 'assistant', content: 'Pouvez-vous me donner votre numéro de sécurité sociale ?', additional_kwargs: {} },
        { role: 'user', content: 'c\'est vraiment nécessaire pour un devis ?', additional_kwargs: {} },
        { role: 'assistant', content: 'Oui, la mutuelle en a besoin pour calculer le remboursement.', additional_kwargs: {} },
        { role: 'user', content: '2 87 03 75 116 042 32', additional_kwargs: {} },
        { role: 'assistant', content: 'Merci. Et votre date de naissance ?', additional_kwargs: {} },
        { role: 'user', content: 'le 14 mars 1987', additional_kwargs: {} },
      ]),
    },
    canaries: ['2 87 03 75 116 042 32', '14 mars 1987'],
    keep: ['la mutuelle en a besoin', 'vraiment nécessaire pour un devis'],
  },
  {
    id: 'ml-22-agent-memory-fr',
    family: 'agent-memory',
    attributes: {
      'app.conversation.history': j([
        { role: 'assistant', content: 'À quelle adresse doit-on livrer le colis ?' },
        { role: 'user', content: '12 rue Paul Bert, 69003 Lyon' },
        { role: 'assistant', content: 'Quel nom figure sur la boîte aux lettres ?' },
        { role: 'user', content: 'Camille Delorme' },
        { role: 'assistant', content: 'Quel créneau préférez-vous ?' },
        { role: 'user', content: 'mardi matin' },
      ]),
    },
    canaries: ['12 rue Paul Bert, 69003 Lyon', 'Camille Delorme'],
    keep: ['mardi matin', 'Quel créneau préférez-vous', 'livrer le colis'],
  },
  {
    id: 'ml-23-openai-content-parts-fr',
    family: 'openai-content-parts',
    attributes: {
      'ai.model.id': 'mistral-large-latest',
      'ai.prompt.messages': j([
        { role: 'user', content: [{ type: 'text', text: 'je veux être remboursée de ma caution' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Pour le virement, il me faut votre IBAN.' }] },
        { role: 'user', content: [{ type: 'text', text: 'attendez, je le cherche' }] },
        { role: 'user', content: [{ type: 'text', text: 'FR76 3000 4028 1700 0174 3829 522' }] },
      ]),
    },
    canaries: ['FR76 3000 4028 1700 0174 3829 522'],
    keep: ['attendez, je le cherche', 'Pour le virement', 'mistral-large-latest'],
  },
  {
    id: 'ml-24-langchain-dict-fr-neg',
    family: 'langchain-messages-to-dict',
    attributes: {
      'traceloop.entity.input': j({
        inputs: {
          chat_history: [
            { type: 'human', data: { content: 'Je voudrais réserver une chambre' } },
            { type: 'ai', data: { content: 'Pour quelle date d\'arrivée ?' } },
            { type: 'human', data: { content: '15/01/2027' } },
            { type: 'ai', data: { content: 'Quel type de chambre ?' } },
            { type: 'human', data: { content: 'double supérieure' } },
            { type: 'ai', data: { content: 'Combien de personnes ?' } },
          ],
          input: '2',
        },
      }),
    },
    canaries: [],
    keep: ['15/01/2027', 'double supérieure', 'réserver une chambre'],
  },

  // German
  {
    id: 'ml-25-openinference-chain-de',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'user', content: 'Ich brauche einen Termin für die Heizungswartung' },
          { role: 'assistant', content: 'Gern. Unter welcher Telefonnummer erreichen wir Sie am besten?' },
          { role: 'user', content: 'klar, 0151 42378196' },
          { role: 'assistant', content: 'Und Ihr Geburtsdatum für das Kundenkonto?' },
          { role: 'user', content: '07.09.1979' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['0151 42378196', '07.09.1979'],
    keep: ['Telefonnummer erreichen wir Sie', 'Heizungswartung'],
  },
  {
    id: 'ml-26-tool-interleaved-de',
    family: 'tool-interleaved',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        messages: [
          { role: 'user', content: 'Kann ich noch in den Riester-Plus Tarif wechseln?' },
          {
            role: 'assistant',
            content: 'Ich prüfe kurz den Tarif. Wie lautet Ihre Steuer-Identifikationsnummer?',
            tool_calls: [{ id: 'call_tP09', type: 'function', function: { name: 'tarif_pruefen', arguments: '{"tarif":"Riester-Plus"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_tP09', content: '{"verfuegbar":true}' },
          { role: 'user', content: '47182903753' },
          { role: 'assistant', content: 'Danke. Und Ihr Geburtsdatum?' },
          { role: 'user', content: '03.02.1968' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['47182903753', '03.02.1968'],
    keep: ['tarif_pruefen', 'Riester-Plus', 'Ich prüfe kurz den Tarif'],
  },
  {
    id: 'ml-27-langchain-role-de',
    family: 'langchain-role-content',
    attributes: {
      'traceloop.entity.input': j({
        inputs: {
          messages: [
            { role: 'user', content: 'Ich möchte mein Girokonto kündigen' },
            { role: 'assistant', content: 'Das geht. Können Sie mir die IBAN des Kontos nennen?' },
            { role: 'user', content: 'DE31 4306 0967 8127 4930 05' },
            { role: 'assistant', content: 'Und auf welchen Namen läuft das Konto?' },
            { role: 'user', content: 'Jonas Weißenberger' },
          ],
        },
      }),
    },
    canaries: ['DE31 4306 0967 8127 4930 05', 'Jonas Weißenberger'],
    keep: ['Girokonto kündigen', 'auf welchen Namen läuft das Konto'],
  },
  {
    id: 'ml-28-wrapped-history-de',
    family: 'wrapped-session',
    attributes: {
      'app.chain.input': j({
        history: [
          { role: 'assistant', content: 'Für den Mietvertrag brauche ich noch Ihre Personalausweisnummer.' },
          { role: 'user', content: 'LZ6311T475' },
          { role: 'assistant', content: 'Danke. Und Ihre aktuelle Meldeadresse?' },
        ],
        input: 'Lindenstraße 23, 10969 Berlin',
      }),
    },
    canaries: ['LZ6311T475', 'Lindenstraße 23, 10969 Berlin'],
    keep: ['Für den Mietvertrag', 'aktuelle Meldeadresse'],
  },
  {
    id: 'ml-29-autogen-de-neg',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'assistant', content: 'Welche Flugnummer haben Sie?', type: 'TextMessage' },
          { source: 'user', content: 'LH 1172', type: 'TextMessage' },
          { source: 'assistant', content: 'Wie viele Gepäckstücke möchten Sie aufgeben?', type: 'TextMessage' },
          { source: 'user', content: 'zwei', type: 'TextMessage' },
        ],
        stop_reason: 'Text \'TERMINATE\' mentioned',
      }),
    },
    canaries: [],
    keep: ['LH 1172', 'Welche Flugnummer', 'Gepäckstücke'],
  },
  {
    id: 'ml-30-agent-memory-de-neg',
    family: 'agent-memory',
    attributes: {
      'agent.memory': j([
        { role: 'assistant', content: 'Darf ich nach Ihrem Geburtsdatum fragen?' },
        { role: 'user', content: 'lieber nicht' },
        { role: 'assistant', content: 'Kein Problem. Für welchen Termin soll ich die Probefahrt eintragen?' },
        { role: 'user', content: 'Montag, 18. Januar' },
      ]),
    },
    canaries: [],
    keep: ['lieber nicht', 'Montag, 18. Januar', 'Probefahrt eintragen'],
  },

  // Italian
  {
    id: 'ml-31-openinference-agent-output-it',
    family: 'openinference-agent-output',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          { role: 'assistant', content: 'Mi serve il suo codice fiscale per la fattura.' },
          { role: 'user', content: 'RSSGLI85M52F205B' },
          { role: 'assistant', content: 'E la data di nascita, per conferma?' },
          { role: 'user', content: '12/08/1985' },
          { role: 'assistant', content: 'Perfetto, la fattura FT-2026-0417 è stata emessa.' },
        ],
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['RSSGLI85M52F205B', '12/08/1985'],
    keep: ['codice fiscale per la fattura', 'FT-2026-0417'],
  },
  {
    id: 'ml-32-anthropic-blocks-it',
    family: 'anthropic-content-blocks',
    attributes: {
      'app.llm.transcript': j([
        { role: 'user', content: [{ type: 'text', text: 'Vorrei prenotare una visita guidata per 3 persone il 6 febbraio' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Verifico la disponibilità. Intanto, mi lascia un numero di cellulare per la conferma?' },
            { type: 'tool_use', id: 'toolu_01Xk9aR', name: 'verifica_disponibilita', input: { data: '2027-02-06', persone: 3 } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_01Xk9aR', content: 'disponibile: turno delle 10:30' },
            { type: 'text', text: '347 219 8834' },
          ],
        },
      ]),
    },
    canaries: ['347 219 8834'],
    keep: ['verifica_disponibilita', 'toolu_01Xk9aR', '2027-02-06'],
  },
  {
    id: 'ml-33-langchain-dict-it',
    family: 'langchain-messages-to-dict',
    attributes: {
      'langchain.memory.buffer': j([
        { type: 'ai', data: { content: 'A che nome registro la prenotazione?' } },
        { type: 'human', data: { content: 'Giulia Russo' } },
        { type: 'ai', data: { content: 'Indirizzo per la spedizione del kit?' } },
        { type: 'human', data: { content: 'Via Ripamonti 88, 20141 Milano' } },
      ]),
    },
    canaries: ['Giulia Russo', 'Via Ripamonti 88, 20141 Milano'],
    keep: ['registro la prenotazione', 'spedizione del kit'],
  },
  {
    id: 'ml-34-llamaindex-it',
    family: 'llamaindex-chat-history',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        message: 'IT21 E030 6909 6061 0000 0471 283',
        chat_history: [
          { role: 'user', content: 'Ho restituito il monopattino, quando arriva il rimborso?', additional_kwargs: {} },
          { role: 'assistant', content: 'Entro cinque giorni. Per l\'accredito mi indica l\'IBAN?', additional_kwargs: {} },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['IT21 E030 6909 6061 0000 0471 283'],
    keep: ['restituito il monopattino', 'Entro cinque giorni'],
  },
  {
    id: 'ml-35-openai-content-parts-it-neg',
    family: 'openai-content-parts',
    attributes: {
      'ai.prompt.messages': j([
        { role: 'assistant', content: [{ type: 'text', text: 'Quante unità desideri?' }] },
        { role: 'user', content: [{ type: 'text', text: '3' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Quale colore?' }] },
        { role: 'user', content: [{ type: 'text', text: 'quello nero' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Mi confermi il codice articolo?' }] },
        { role: 'user', content: [{ type: 'text', text: 'SKU-TRK-4410-NR' }] },
      ]),
    },
    canaries: [],
    keep: ['quello nero', 'SKU-TRK-4410-NR', 'Quante unità desideri'],
  },

  // Dutch
  {
    id: 'ml-36-openinference-chain-nl',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'assistant', content: 'Wat is uw BSN?' },
          { role: 'user', content: 'waarom hebben jullie dat nodig?' },
          { role: 'assistant', content: 'Dat is wettelijk verplicht voor het afsluiten van de zorgverzekering.' },
          { role: 'user', content: '237194685' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['237194685'],
    keep: ['wettelijk verplicht', 'waarom hebben jullie dat nodig'],
  },
  {
    id: 'ml-37-autogen-nl',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'user', content: 'Ik wil glasvezel laten aansluiten', type: 'TextMessage' },
          { source: 'assistant', content: 'Wat is uw postcode en huisnummer?', type: 'TextMessage' },
          { source: 'user', content: '3511 AZ 141', type: 'TextMessage' },
          { source: 'assistant', content: 'Glasvezel is beschikbaar. En uw telefoonnummer voor de monteur?', type: 'TextMessage' },
          { source: 'user', content: '06-41873920', type: 'TextMessage' },
        ],
        stop_reason: null,
      }),
    },
    canaries: ['3511 AZ 141', '06-41873920'],
    keep: ['postcode en huisnummer', 'Glasvezel is beschikbaar'],
  },
  {
    id: 'ml-38-agent-memory-nl',
    family: 'agent-memory',
    attributes: {
      'chat.history': j([
        { role: 'user', content: 'ik wil mijn sportabonnement pauzeren' },
        { role: 'assistant', content: 'Op welke naam staat het abonnement?' },
        { role: 'user', content: 'Sanne Verhoeven' },
        { role: 'assistant', content: 'En uw geboortedatum ter controle?' },
        { role: 'user', content: '21-04-1990' },
      ]),
    },
    canaries: ['Sanne Verhoeven', '21-04-1990'],
    keep: ['staat het abonnement', 'sportabonnement pauzeren'],
  },
  {
    id: 'ml-39-tool-interleaved-nl',
    family: 'tool-interleaved',
    attributes: {
      'app.agent.messages': j([
        { role: 'user', content: 'Mijn retour RT-88213 is al twee weken onderweg' },
        {
          role: 'assistant',
          content: 'Ik kijk het na. Naar welk rekeningnummer mogen we het bedrag terugstorten?',
          tool_calls: [{ id: 'call_nL5', type: 'function', function: { name: 'retour_status', arguments: '{"retour":"RT-88213"}' } }],
        },
        { role: 'tool', tool_call_id: 'call_nL5', content: '{"status":"ontvangen","magazijn":"Tilburg"}' },
        { role: 'user', content: 'NL94 RABO 3847 1026 56' },
        { role: 'assistant', content: 'Op wiens naam staat die rekening?' },
        { role: 'user', content: 'M. de Haan-Kuipers' },
      ]),
    },
    canaries: ['NL94 RABO 3847 1026 56', 'M. de Haan-Kuipers'],
    keep: ['retour_status', 'RT-88213', 'bedrag terugstorten'],
  },
  {
    id: 'ml-40-langchain-role-nl-neg',
    family: 'langchain-role-content',
    attributes: {
      'traceloop.entity.input': j({
        inputs: {
          messages: [
            { role: 'assistant', content: 'Voor welke stad wil je het weerbericht?' },
            { role: 'user', content: 'Groningen' },
            { role: 'assistant', content: 'Welke jas wil je retourneren?' },
            { role: 'user', content: 'de blauwe' },
            { role: 'assistant', content: 'Zal ik een label sturen?' },
            { role: 'user', content: 'ja' },
          ],
        },
      }),
    },
    canaries: [],
    keep: ['Groningen', 'de blauwe', 'het weerbericht'],
  },

  // Polish
  {
    id: 'ml-41-langchain-dict-pl',
    family: 'langchain-messages-to-dict',
    attributes: {
      'traceloop.entity.input': j({
        inputs: {
          chat_history: [
            { type: 'human', data: { content: 'Chcę założyć kartę biblioteczną' } },
            { type: 'ai', data: { content: 'Proszę podać numer PESEL.' } },
            { type: 'human', data: { content: '88031412348' } },
            { type: 'ai', data: { content: 'Dziękuję. A imię i nazwisko?' } },
          ],
          input: 'Agnieszka Wójcik',
        },
      }),
    },
    canaries: ['88031412348', 'Agnieszka Wójcik'],
    keep: ['Proszę podać numer PESEL', 'kartę biblioteczną'],
  },
  {
    id: 'ml-42-openinference-agent-output-pl',
    family: 'openinference-agent-output',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          { role: 'user', content: 'nie mogę się zalogować do aplikacji' },
          { role: 'assistant', content: 'Wyślę kod jednorazowy. Na jaki numer telefonu mam go wysłać?' },
          { role: 'user', content: 'chwila, sprawdzę' },
          { role: 'user', content: '512 384 907' },
          { role: 'assistant', content: 'Kod został wysłany.' },
        ],
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['512 384 907'],
    keep: ['chwila, sprawdzę', 'Wyślę kod jednorazowy'],
  },
  {
    id: 'ml-43-wrapped-session-pl',
    family: 'wrapped-session',
    attributes: {
      'app.session.transcript': j({
        session_id: 'czat-2291',
        messages: [
          { role: 'user', content: 'Chcę zwrócić zamówienie ZAM/2026/114093' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_pl7', type: 'function', function: { name: 'sprawdz_zamowienie', arguments: '{"zamowienie":"ZAM/2026/114093"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_pl7', content: '{"zwrot_mozliwy":true}' },
          { role: 'assistant', content: 'Zwrot jest możliwy. Podaj proszę numer konta do zwrotu.' },
          { role: 'user', content: 'PL09 1140 2004 0000 3847 2915 0613' },
          { role: 'assistant', content: 'Imię i nazwisko właściciela konta?' },
          { role: 'user', content: 'Tomasz Kaczmarek' },
        ],
      }),
    },
    canaries: ['PL09 1140 2004 0000 3847 2915 0613', 'Tomasz Kaczmarek'],
    keep: ['sprawdz_zamowienie', 'ZAM/2026/114093', 'numer konta do zwrotu'],
  },
  {
    id: 'ml-44-llamaindex-pl',
    family: 'llamaindex-chat-history',
    attributes: {
      'llama_index.chat_engine.history': j([
        { role: 'user', content: 'Zamawiam wino na prezent', additional_kwargs: {} },
        { role: 'assistant', content: 'Pod jaki adres dostarczyć przesyłkę?', additional_kwargs: {} },
        { role: 'user', content: 'ul. Floriańska 27/4, 31-019 Kraków', additional_kwargs: {} },
        { role: 'assistant', content: 'Potrzebuję też daty urodzenia do weryfikacji wieku.', additional_kwargs: {} },
        { role: 'user', content: '05.11.1992', additional_kwargs: {} },
      ]),
    },
    canaries: ['ul. Floriańska 27/4, 31-019 Kraków', '05.11.1992'],
    keep: ['weryfikacji wieku', 'Zamawiam wino na prezent'],
  },
  {
    id: 'ml-45-openai-content-parts-pl-neg',
    family: 'openai-content-parts',
    attributes: {
      'ai.prompt.messages': j([
        { role: 'assistant', content: [{ type: 'text', text: 'Czy mogę prosić o numer PESEL?' }] },
        { role: 'user', content: [{ type: 'text', text: 'wolałbym nie podawać' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Rozumiem. Którą wersję telefonu wybierasz?' }] },
        { role: 'user', content: [{ type: 'text', text: 'wersja Pro 256 GB' }] },
      ]),
    },
    canaries: [],
    keep: ['wolałbym nie podawać', 'wersja Pro 256 GB', 'Którą wersję telefonu'],
  },

  // Japanese
  {
    id: 'ml-46-openinference-chain-ja',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'user', content: '来週の金曜日に2名で予約したいです' },
          { role: 'assistant', content: 'かしこまりました。ご連絡先の電話番号を教えていただけますか？' },
          { role: 'user', content: '090-4821-7736です' },
          { role: 'assistant', content: 'ご予約のお名前は？' },
          { role: 'user', content: '佐藤 美咲' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['090-4821-7736', '佐藤 美咲'],
    keep: ['電話番号を教えていただけますか', '来週の金曜日に2名で予約'],
  },
  {
    id: 'ml-47-anthropic-blocks-ja',
    family: 'anthropic-content-blocks',
    attributes: {
      'app.llm.transcript': j([
        { role: 'assistant', content: [{ type: 'text', text: '本人確認のため、マイナンバーをお伺いできますか？' }] },
        { role: 'user', content: [{ type: 'text', text: 'なぜマイナンバーが必要なんですか？' }] },
        { role: 'assistant', content: [{ type: 'text', text: '証券口座の開設には法律で提出が義務付けられています。' }] },
        { role: 'user', content: [{ type: 'text', text: '319046722589' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'ありがとうございます。出金先口座の名義をカタカナでお願いします。' }] },
        { role: 'user', content: [{ type: 'text', text: 'ヤマグチ ケンタ' }] },
      ]),
    },
    canaries: ['319046722589', 'ヤマグチ ケンタ'],
    keep: ['証券口座の開設', 'なぜマイナンバーが必要'],
  },
  {
    id: 'ml-48-agent-memory-ja',
    family: 'agent-memory',
    attributes: {
      'agent.memory': j([
        { role: 'assistant', content: 'お届け先のご住所をお願いします。' },
        { role: 'user', content: '〒150-0041 東京都渋谷区神南2-7-5 ハイツ神南203' },
        { role: 'assistant', content: '年齢確認のため、生年月日も教えてください。' },
        { role: 'user', content: '1989年5月23日' },
        { role: 'assistant', content: 'お届け希望日はいつですか？' },
        { role: 'user', content: '12月20日' },
      ]),
    },
    canaries: ['〒150-0041 東京都渋谷区神南2-7-5 ハイツ神南203', '1989年5月23日'],
    keep: ['お届け先のご住所', 'お届け希望日はいつですか'],
  },
  {
    id: 'ml-49-langchain-role-ja',
    family: 'langchain-role-content',
    attributes: {
      'traceloop.entity.input': j({
        inputs: {
          messages: [
            { role: 'user', content: 'ハワイ行きのツアーを申し込みたい' },
            { role: 'assistant', content: 'ご本人様のパスポート番号を入力してください。' },
            { role: 'user', content: 'ちょっと待ってください、探します' },
            { role: 'user', content: 'TK4829137' },
          ],
        },
      }),
    },
    canaries: ['TK4829137'],
    keep: ['ちょっと待ってください', 'パスポート番号を入力してください', 'ハワイ行きのツアー'],
  },
  {
    id: 'ml-50-autogen-ja-neg',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'assistant', content: '注文番号を教えてください。', type: 'TextMessage' },
          { source: 'user', content: 'JP-20261207-0042', type: 'TextMessage' },
          { source: 'assistant', content: '追加で何個必要ですか？', type: 'TextMessage' },
          { source: 'user', content: '5個', type: 'TextMessage' },
          { source: 'assistant', content: '配送日は12月15日でよろしいですか？', type: 'TextMessage' },
          { source: 'user', content: 'はい', type: 'TextMessage' },
        ],
        stop_reason: null,
      }),
    },
    canaries: [],
    keep: ['JP-20261207-0042', '注文番号を教えてください', '配送日は12月15日'],
  },

  // Chinese
  {
    id: 'ml-51-openai-content-parts-zh',
    family: 'openai-content-parts',
    attributes: {
      'ai.model.id': 'qwen-plus',
      'ai.prompt.messages': j([
        { role: 'assistant', content: [{ type: 'text', text: '请问您的手机号码是多少？' }] },
        { role: 'user', content: [{ type: 'text', text: '13816427359' }] },
        { role: 'assistant', content: [{ type: 'text', text: '请提供您的身份证号码，用于实名认证。' }] },
        { role: 'user', content: [{ type: 'text', text: '110105198703142814' }] },
      ]),
    },
    canaries: ['13816427359', '110105198703142814'],
    keep: ['用于实名认证', 'qwen-plus'],
  },
  {
    id: 'ml-52-tool-interleaved-zh',
    family: 'tool-interleaved',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        messages: [
          { role: 'user', content: '帮我订明天的MU5137航班' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_zh3', type: 'function', function: { name: 'query_flight', arguments: '{"flight_no":"MU5137"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_zh3', content: '{"seats_left":4,"cabin":"economy"}' },
          { role: 'assistant', content: '还有4个座位。请问乘机人的姓名？' },
          { role: 'user', content: '刘思远' },
          { role: 'assistant', content: '证件号码？' },
          { role: 'user', content: '440306199008223610' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['刘思远', '440306199008223610'],
    keep: ['query_flight', 'MU5137', '请问乘机人的姓名'],
  },
  {
    id: 'ml-53-langchain-dict-zh',
    family: 'langchain-messages-to-dict',
    attributes: {
      'langchain.memory.buffer': j([
        { type: 'ai', data: { content: '为了办理退税，请提供您的出生日期。' } },
        { type: 'human', data: { content: '为什么需要生日？' } },
        { type: 'ai', data: { content: '系统需要核对身份信息，仅用于本次退税。' } },
        { type: 'human', data: { content: '1992年6月5日' } },
        { type: 'ai', data: { content: '好的。退款打到哪张银行卡？' } },
        { type: 'human', data: { content: '6217003846192057369' } },
      ]),
    },
    canaries: ['1992年6月5日', '6217003846192057369'],
    keep: ['为了办理退税', '为什么需要生日'],
  },
  {
    id: 'ml-54-wrapped-session-zh',
    family: 'wrapped-session',
    attributes: {
      'app.conversation': j({
        session_id: 'cs-zh-58812',
        channel: 'miniapp',
        messages: [
          { role: 'user', content: '我想把这台空气净化器寄去维修' },
          { role: 'assistant', content: '好的，收件人姓名？' },
          { role: 'user', content: '陈晓雯' },
          { role: 'assistant', content: '取件地址是？' },
          { role: 'user', content: '上海市浦东新区樱花路88弄6号502室' },
        ],
      }),
    },
    canaries: ['陈晓雯', '上海市浦东新区樱花路88弄6号502室'],
    keep: ['收件人姓名', '空气净化器寄去维修', 'cs-zh-58812'],
  },
  {
    id: 'ml-55-llamaindex-zh-neg',
    family: 'llamaindex-chat-history',
    attributes: {
      'llama_index.chat_engine.history': j([
        { role: 'assistant', content: '方便告诉我您的身份证号吗？', additional_kwargs: {} },
        { role: 'user', content: '现在不方便，晚点再说吧', additional_kwargs: {} },
        { role: 'assistant', content: '好的。您想查哪个城市的天气？', additional_kwargs: {} },
        { role: 'user', content: '杭州市', additional_kwargs: {} },
      ]),
    },
    canaries: [],
    keep: ['现在不方便，晚点再说吧', '哪个城市的天气', 'additional_kwargs'],
  },

  // Korean
  {
    id: 'ml-56-autogen-ko',
    family: 'autogen-agentchat',
    attributes: {
      'autogen.task_result': j({
        messages: [
          { source: 'user', content: '세탁기 설치 기사님 방문 예약하고 싶어요', type: 'TextMessage' },
          { source: 'assistant', content: '연락 가능한 휴대폰 번호를 알려주세요.', type: 'TextMessage' },
          { source: 'user', content: '010-3847-2916이요', type: 'TextMessage' },
          { source: 'assistant', content: '성함이 어떻게 되세요?', type: 'TextMessage' },
          { source: 'user', content: '김민준', type: 'TextMessage' },
        ],
        stop_reason: null,
      }),
    },
    canaries: ['010-3847-2916', '김민준'],
    keep: ['휴대폰 번호를 알려주세요', '세탁기 설치 기사님'],
  },
  {
    id: 'ml-57-openinference-agent-output-ko',
    family: 'openinference-agent-output',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          { role: 'user', content: '실손보험 청구하려고요' },
          {
            role: 'assistant',
            content: '본인 확인을 위해 주민등록번호를 입력해 주세요.',
            tool_calls: [{ id: 'call_ko1', type: 'function', function: { name: 'check_policy', arguments: '{"product":"silson"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_ko1', content: '{"active":true}' },
          { role: 'user', content: '920527-2345677' },
          { role: 'assistant', content: '확인되었습니다. 청구하실 분 성함은요?' },
          { role: 'user', content: '이서연' },
        ],
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['920527-2345677', '이서연'],
    keep: ['check_policy', '실손보험 청구하려고요'],
  },
  {
    id: 'ml-58-anthropic-blocks-ko',
    family: 'anthropic-content-blocks',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        model: 'claude-3-5-sonnet-20241022',
        system: '당신은 온라인 서점의 배송 상담원입니다.',
        messages: [
          { role: 'assistant', content: [{ type: 'text', text: '배송지 주소를 알려주세요.' }] },
          { role: 'user', content: [{ type: 'text', text: '서울특별시 마포구 성미산로17길 42, 03972' }] },
          { role: 'assistant', content: [{ type: 'text', text: '성인 인증이 필요한 도서입니다. 생년월일은요?' }] },
          { role: 'user', content: [{ type: 'text', text: '1995년 8월 11일' }] },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['서울특별시 마포구 성미산로17길 42, 03972', '1995년 8월 11일'],
    keep: ['배송지 주소를 알려주세요', '온라인 서점의 배송 상담원'],
  },
  {
    id: 'ml-59-agent-memory-ko-neg',
    family: 'agent-memory',
    attributes: {
      'app.conversation.history': j([
        { role: 'assistant', content: '몇 분이 오시나요?' },
        { role: 'user', content: '4명' },
        { role: 'assistant', content: '원하시는 객실 타입은요?' },
        { role: 'user', content: '디럭스 트윈' },
        { role: 'assistant', content: '쿠폰 코드가 있으신가요?' },
        { role: 'user', content: 'WELCOME10' },
      ]),
    },
    canaries: [],
    keep: ['디럭스 트윈', 'WELCOME10', '원하시는 객실 타입'],
  },
  {
    id: 'ml-60-wrapped-session-ko-neg',
    family: 'wrapped-session',
    attributes: {
      'app.session.transcript': j({
        session_id: 'sess_kr_7731',
        messages: [
          { role: 'assistant', content: '주민등록번호 앞자리를 알려주시겠어요?' },
          { role: 'user', content: '그건 나중에 하면 안 될까요?' },
          { role: 'assistant', content: '네, 괜찮습니다. 어떤 상품을 찾으세요?' },
          { role: 'user', content: '무선 이어폰' },
        ],
      }),
    },
    canaries: [],
    keep: ['나중에 하면 안 될까요', '무선 이어폰', 'sess_kr_7731'],
  },
];
