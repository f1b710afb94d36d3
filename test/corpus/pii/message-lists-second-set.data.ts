/**
 * Held-out PII corpus, second set: chat message lists inside span attributes (framework and app attributes), where
 * personal values are answered bare to an earlier question.
 *
 * Written on 2026-12-07 by a helper who read neither the detectors nor other test data.
 * All personal data below is invented; no value belongs to a real person. Check digits are valid where the format
 * defines them: Turkish TC Kimlik (10th and 11th digit rule), Swedish personnummer (Luhn), Portuguese NIF (mod 11),
 * Brazilian CPF (both digits), every IBAN (mod 97, and the French RIB key, Belgian account mod 97 and Portuguese NIB
 * key inside them), card numbers (Luhn), Chilean RUT (mod 11, incl. K), French NIR (key 97 - n mod 97), Belgian
 * national number (mod 97, born before 2000), Swiss AHV/AVS 756 number (EAN-13), German Steuer-ID (ISO 7064 mod 11,10,
 * one digit repeated), Austrian SV-Nummer (weighted mod 11), Russian SNILS and 12-digit personal INN, Indian Aadhaar
 * (Verhoeff), Saudi national id and UAE Emirates ID (Luhn), UK NHS number (mod 11), Argentine CBU (both blocks) and the
 * Correios tracking number (a negative). Formats without a check digit (Indonesian NIK, Vietnamese CCCD, Indian PAN,
 * Indonesian NPWP, Colombian cedula, Argentine DNI, Russian passport, phone numbers, plates, postcodes) only follow the
 * local layout.
 */
import type { SpanAttributeCase } from './span-attributes-measure.ts';

const j = (value: unknown): string => JSON.stringify(value);

/** LangChain `dumpd` of a message. */
const lc = (cls: 'HumanMessage' | 'AIMessage' | 'SystemMessage' | 'ToolMessage', kwargs: Record<string, unknown>) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain', 'schema', 'messages', cls],
  kwargs,
});
const lcHuman = (content: string) => lc('HumanMessage', { content, type: 'human' });
const lcAi = (content: string, toolCalls: unknown[] = []) =>
  lc('AIMessage', { content, type: 'ai', tool_calls: toolCalls, invalid_tool_calls: [] });

/** LangChain `messages_to_dict` of a message. */
const md = (type: 'human' | 'ai' | 'system' | 'tool', content: string, extra: Record<string, unknown> = {}) => ({
  type,
  data: {
    content,
    additional_kwargs: {},
    response_metadata: {},
    type,
    name: null,
    id: null,
    ...(type === 'human' ? { example: false } : {}),
    ...(type === 'ai' ? { example: false, tool_calls: [], invalid_tool_calls: [], usage_metadata: null } : {}),
    ...extra,
  },
});

/** AutoGen agentchat TextMessage. */
const ag = (source: string, content: string, usage: { prompt_tokens: number; completion_tokens: number } | null = null) => ({
  source,
  models_usage: usage,
  metadata: {},
  content,
  type: 'TextMessage',
});

/** Haystack ChatMessage (to_dict of haystack 2.x). */
const hs = (role: 'user' | 'assistant' | 'system' | 'tool', content: unknown[]) => ({
  _role: role,
  _content: content,
  _name: null,
  _meta: {},
});
const hsText = (role: 'user' | 'assistant' | 'system', text: string) => hs(role, [{ text }]);

/** Rasa tracker events. */
let rasaTs = 1765100000.0;
const rasaUser = (text: string, intent = 'inform') => ({
  event: 'user',
  timestamp: (rasaTs += 7.31),
  text,
  parse_data: { intent: { name: intent, confidence: 0.91 }, entities: [] },
  input_channel: 'rest',
});
const rasaBot = (text: string) => ({ event: 'bot', timestamp: (rasaTs += 0.42), text, data: {}, metadata: {} });
const rasaAction = (name: string) => ({ event: 'action', timestamp: (rasaTs += 0.05), name, policy: 'RulePolicy', confidence: 1.0 });
const rasaSlot = (name: string, value: unknown) => ({ event: 'slot', timestamp: (rasaTs += 0.01), name, value });

/** Bedrock Converse message. */
const bc = (role: 'user' | 'assistant', ...content: unknown[]) => ({ role, content });

/** Gemini content. */
const gm = (role: 'user' | 'model', ...parts: unknown[]) => ({ role, parts });
const gt = (role: 'user' | 'model', text: string) => gm(role, { text });

/** Semantic Kernel (Python) ChatMessageContent as serialised in a ChatHistory. */
const skPy = (role: 'user' | 'assistant' | 'system', text: string) => ({
  role,
  items: [{ content_type: 'text', text }],
  content_type: 'message',
});

export const MESSAGE_LISTS_SECOND_SET: SpanAttributeCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'm2-01-openinference-chain-en',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          { role: 'system', content: 'You are the Brightline Energy support assistant. Be brief.' },
          { role: 'user', content: 'hi my bill doubled this month??' },
          { role: 'assistant', content: "Sorry to hear that. What's the best phone number to reach you if we get cut off?" },
          { role: 'user', content: '07700 900418' },
          { role: 'assistant', content: 'Got it. And the first line of the supply address?' },
          { role: 'user', content: '27 Moorfield Terrace' },
          { role: 'assistant', content: 'Thanks. Which tariff would you like a quote for?' },
          { role: 'user', content: 'Fixed Saver 24' },
        ],
      }),
      'input.mime_type': 'application/json',
      'output.value': 'I have opened ticket CS-88214 and a quote for Fixed Saver 24 is on its way.',
    },
    canaries: ['07700 900418', '27 Moorfield Terrace'],
    keep: ['Brightline Energy', 'Fixed Saver 24', 'CS-88214'],
  },
  {
    id: 'm2-02-traceloop-langchain-en-late',
    family: 'langchain-role-content',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.entity.name': 'RunnableSequence',
      'traceloop.entity.input': j({
        inputs: {
          question: '2 April 1979',
          chat_history: [
            { role: 'user', content: 'there is a charge I do not recognise, 84.99 from SKYNOVA' },
            { role: 'assistant', content: 'I can raise a dispute. To find the transaction I need the long number on the card you used.' },
            { role: 'user', content: 'hang on its in my other bag' },
            { role: 'user', content: 'ok found it' },
            { role: 'user', content: '4539 5820 7341 8625' },
            { role: 'assistant', content: 'Thank you. For security, what is your date of birth?' },
            { role: 'user', content: 'why do you need that exactly?' },
            { role: 'assistant', content: 'It is only used to confirm you are the cardholder.' },
          ],
        },
        tags: [],
        metadata: { ls_run_depth: 0 },
        kwargs: { name: 'RunnableSequence' },
      }),
    },
    canaries: ['4539 5820 7341 8625', '2 April 1979'],
    keep: ['RunnableSequence', 'SKYNOVA', 'long number on the card'],
  },
  {
    id: 'm2-03-openai-agents-en',
    family: 'openai-agents-items',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j([
        { role: 'user', content: 'I want to change the username on my Quillpad account' },
        {
          id: 'msg_0a71c2',
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'Sure. Which username do you sign in with today?', annotations: [] }],
        },
        { role: 'user', content: 'kestrel_mara88' },
        { type: 'function_call', call_id: 'call_7Qx2pL', name: 'get_account_status', arguments: '{}' },
        { type: 'function_call_output', call_id: 'call_7Qx2pL', output: '{"status":"active","plan":"Plus"}' },
        {
          id: 'msg_0a71c3',
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'Found it. What would you like the new one to be?', annotations: [] }],
        },
        { role: 'user', content: 'mara.writes' },
      ]),
      'input.mime_type': 'application/json',
    },
    canaries: ['kestrel_mara88', 'mara.writes'],
    keep: ['Quillpad', 'get_account_status', 'call_7Qx2pL'],
  },
  {
    id: 'm2-04-google-adk-en-late',
    family: 'google-adk-llm-request',
    attributes: {
      'gen_ai.system': 'gcp.vertex.agent',
      'gcp.vertex.agent.invocation_id': 'e-3b1f7a2c-0d55-4e1e-9a0e-71c2d8f4a901',
      'gcp.vertex.agent.llm_request': j({
        model: 'gemini-2.0-flash',
        config: { system_instruction: 'You book and move radiology appointments for Leeds Radiology.' },
        contents: [
          gt('user', 'I need to move an MRI appointment'),
          gt('model', 'I can help with that. What is the patient’s full name?'),
          gt('user', 'its for my mum'),
          gt('user', 'Dorothy Whitcombe'),
          gm('model', { function_call: { name: 'find_appointments', args: { clinic: 'Leeds Radiology', modality: 'MRI' } } }),
          gm('user', {
            function_response: { name: 'find_appointments', response: { slots: ['2026-12-15 09:40', '2026-12-17 14:10'] } },
          }),
          gt('model', 'Thanks. Can you confirm her NHS number?'),
          gt('user', '631 492 0787'),
        ],
      }),
    },
    canaries: ['Dorothy Whitcombe', '631 492 0787'],
    keep: ['find_appointments', '2026-12-15 09:40', 'gemini-2.0-flash'],
  },
  {
    id: 'm2-05-neg-cohere-en',
    family: 'cohere-chat',
    attributes: {
      'cohere.chat.request': j({
        model: 'command-r-plus',
        message: '2',
        chat_history: [
          { role: 'USER', message: 'do you still have the Ridgeline trail jacket?' },
          { role: 'CHATBOT', message: 'Yes! Is this an exchange or a new purchase? If an exchange, what is the order number?' },
          { role: 'USER', message: 'ORD-448213' },
          { role: 'CHATBOT', message: 'Which size would you like instead?' },
          { role: 'USER', message: 'large' },
          { role: 'CHATBOT', message: 'Can we deliver it on Friday 12 December?' },
          { role: 'USER', message: 'yes' },
          { role: 'CHATBOT', message: 'How many would you like to swap?' },
        ],
        temperature: 0.3,
      }),
    },
    canaries: [],
    keep: ['ORD-448213', 'Ridgeline trail jacket', 'Friday 12 December', 'command-r-plus'],
  },
  {
    id: 'm2-06-neg-openinference-llm-en-declined',
    family: 'openinference-llm',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o-mini',
      'input.value': j({
        messages: [
          { role: 'assistant', content: 'Before we start, could you share your date of birth so I can tailor the offers?' },
          { role: 'user', content: "I'd rather not say" },
          { role: 'assistant', content: 'No problem at all. Which city should I check the weather for?' },
          { role: 'user', content: 'Edinburgh' },
          { role: 'assistant', content: 'How many nights are you planning?' },
          { role: 'user', content: '3 nights' },
          { role: 'assistant', content: 'Any budget in mind?' },
          { role: 'user', content: 'around £600' },
        ],
        model: 'gpt-4o-mini',
        temperature: 0.7,
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['Edinburgh', '3 nights', 'around £600', 'rather not say'],
  },

  // ───────────────────────────── Spanish (Latin America) ─────────────────────────────
  {
    id: 'm2-07-rasa-events-es-mx',
    family: 'rasa-tracker-events',
    attributes: {
      'rasa.sender_id': 'conv-7f3a21',
      'rasa.tracker.events': j([
        rasaAction('action_listen'),
        rasaUser('quiero actualizar mis datos de envío', 'actualizar_datos'),
        rasaBot('Claro. ¿A qué número de celular te podemos contactar?'),
        rasaSlot('requested_slot', 'telefono'),
        rasaAction('action_listen'),
        rasaUser('55 4129 8836'),
        rasaBot('Gracias. ¿Y el código postal de la nueva dirección?'),
        rasaSlot('requested_slot', 'codigo_postal'),
        rasaAction('action_listen'),
        rasaUser('06700'),
        rasaBot('Listo, ya quedó actualizado.'),
      ]),
    },
    canaries: ['55 4129 8836', '06700'],
    keep: ['actualizar_datos', 'action_listen', 'conv-7f3a21'],
  },
  {
    id: 'm2-08-langchain-dumpd-es-co-late',
    family: 'langchain-dumpd',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          lcHuman('buenas, quiero saber el saldo de mi cesantía'),
          lcAi('Con gusto. Para verificar tu identidad, ¿me confirmas tu número de cédula?'),
          lcHuman('un momento, la tengo en la billetera'),
          lcHuman('1.020.456.789'),
          lcAi('Gracias. ¿Y tu fecha de nacimiento?'),
          lcHuman('19/02/1994'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['1.020.456.789', '19/02/1994'],
    keep: ['HumanMessage', 'número de cédula', 'cesantía'],
  },
  {
    id: 'm2-09-bedrock-converse-es-cl',
    family: 'bedrock-converse',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'aws',
      'input.value': j({
        modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
        system: [{ text: 'Eres el asistente de reembolsos de Salud Andina. Responde en español de Chile.' }],
        messages: [
          bc('user', { text: 'Hola, necesito el reembolso de una consulta' }),
          bc('assistant', { text: 'Por supuesto. ¿Me indicas el RUT del titular?' }),
          bc('user', { text: '17.284.913-K' }),
          bc('assistant', { toolUse: { toolUseId: 'tooluse_Rb81', name: 'get_reembolsos', input: { tipo: 'consulta' } } }),
          bc('user', { toolResult: { toolUseId: 'tooluse_Rb81', content: [{ json: { pendientes: 1, folio: 'RMB-22817' } }], status: 'success' } }),
          bc('assistant', { text: 'Tengo un reembolso pendiente (folio RMB-22817). ¿A qué cuenta te lo deposito?' }),
          bc('user', { text: 'a la cuenta rut nomás, 17284913' }),
        ],
        inferenceConfig: { maxTokens: 512, temperature: 0.2 },
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['17.284.913-K', '17284913'],
    keep: ['RMB-22817', 'get_reembolsos', 'Salud Andina'],
  },
  {
    id: 'm2-10-autogen-es-ar-late',
    family: 'autogen-agentchat',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          ag('user', 'Hola, quiero adherir el débito automático de mi plan'),
          ag('asistente_pagos', 'Perfecto. ¿Cuál es el CBU de la cuenta desde la que querés pagar?', { prompt_tokens: 412, completion_tokens: 31 }),
          ag('user', '¿para qué lo necesitan? ¿es seguro?'),
          ag('asistente_pagos', 'Sí, solo lo usamos para el débito mensual de tu plan.', { prompt_tokens: 455, completion_tokens: 19 }),
          ag('user', 'dale: 2850590994000041827366'),
          ag('asistente_pagos', 'Gracias. ¿Y tu número de DNI?', { prompt_tokens: 490, completion_tokens: 12 }),
          ag('user', '33.481.275'),
        ],
        stop_reason: 'Maximum number of turns 8 reached.',
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['2850590994000041827366', '33.481.275'],
    keep: ['asistente_pagos', 'débito automático', 'TextMessage'],
  },
  {
    id: 'm2-11-neg-semantic-kernel-es-pe',
    family: 'semantic-kernel',
    attributes: {
      'sk.function.name': 'reservar_hotel',
      'sk.chat_history': j({
        messages: [
          skPy('system', 'Eres un agente de viajes para Perú.'),
          skPy('user', 'Quiero reservar un hotel en Cusco'),
          skPy('assistant', '¿Para cuántas noches?'),
          skPy('user', '4'),
          skPy('assistant', '¿Qué tipo de habitación prefieres?'),
          skPy('user', 'matrimonial con vista'),
          skPy('assistant', '¿Tienes algún código promocional?'),
          skPy('user', 'INTIRAYMI26'),
          skPy('assistant', '¿Y tu presupuesto por noche?'),
          skPy('user', 'unos 380 soles'),
        ],
      }),
    },
    canaries: [],
    keep: ['matrimonial con vista', 'INTIRAYMI26', 'unos 380 soles', 'Cusco'],
  },

  // ───────────────────────────── Portuguese (BR and PT) ─────────────────────────────
  {
    id: 'm2-12-haystack-pt-br',
    family: 'haystack-chatmessage',
    attributes: {
      'haystack.component.name': 'chat_generator',
      'haystack.component.type': 'OpenAIChatGenerator',
      'haystack.component.input': j({
        messages: [
          hsText('system', 'Você é o assistente da Conecta Fibra. Seja educado e objetivo.'),
          hsText('user', 'minha internet caiu de novo'),
          hsText('assistant', 'Sinto muito! Para abrir o chamado, qual é o CPF do titular?'),
          hsText('user', '418.736.290-87'),
          hsText('assistant', 'Obrigado! E o CEP do endereço de instalação?'),
          hsText('user', '04538-132'),
        ],
        generation_kwargs: { temperature: 0.2 },
      }),
    },
    canaries: ['418.736.290-87', '04538-132'],
    keep: ['OpenAIChatGenerator', 'Conecta Fibra', 'abrir o chamado'],
  },
  {
    id: 'm2-13-support-turns-pt-br-late',
    family: 'support-chat-turns',
    attributes: {
      'support.chat.id': 'chat-2026-55120',
      'support.chat.turns': [
        j({ from: 'customer', at: '2026-12-05T13:01:40Z', text: 'oi, quero cancelar e pedir reembolso' }),
        j({ from: 'agent', at: '2026-12-05T13:02:11Z', text: 'Claro! Qual o melhor telefone pra contato?' }),
        j({ from: 'customer', at: '2026-12-05T13:02:30Z', text: 'pera, vou ver o número novo' }),
        j({ from: 'customer', at: '2026-12-05T13:03:02Z', text: '(11) 98472-3310' }),
        j({ from: 'agent', at: '2026-12-05T13:03:20Z', text: 'Anotado. A chave Pix para o reembolso é a mesma do cadastro?' }),
        j({ from: 'customer', at: '2026-12-05T13:03:51Z', text: 'não, usa essa: 073.519.846-20' }),
      ],
    },
    canaries: ['(11) 98472-3310', '073.519.846-20'],
    keep: ['chave Pix', 'chat-2026-55120', 'cancelar e pedir reembolso'],
  },
  {
    id: 'm2-14-neg-langchain-dict-pt-br',
    family: 'langchain-messages-to-dict',
    attributes: {
      'langchain.memory.messages': j([
        md('human', 'meu pedido não chegou'),
        md('ai', 'Poxa, vamos resolver. Qual é o número do pedido?'),
        md('human', 'PED-2026-118834'),
        md('ai', 'Qual o código de rastreio que aparece no e-mail?'),
        md('human', 'QJ482193059BR'),
        md('ai', 'Quer que eu reagende a entrega para quinta-feira, 11/12?'),
        md('human', 'sim'),
      ]),
    },
    canaries: [],
    keep: ['PED-2026-118834', 'QJ482193059BR', 'quinta-feira, 11/12'],
  },
  {
    id: 'm2-15-llamaindex-chat-engine-pt-pt',
    family: 'llamaindex-chat-engine',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        message: '916 204 387',
        chat_history: [
          { role: 'user', content: 'Boa tarde, quero mudar o meu tarifário', additional_kwargs: {} },
          { role: 'assistant', content: 'Com certeza. Qual é o NIF do titular do contrato?', additional_kwargs: {} },
          { role: 'user', content: '239 485 173', additional_kwargs: {} },
          { role: 'assistant', content: 'Obrigado. E o número de telemóvel associado ao contrato?', additional_kwargs: {} },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['916 204 387', '239 485 173'],
    keep: ['tarifário', 'telemóvel', 'additional_kwargs'],
  },
  {
    id: 'm2-16-bot-memory-pt-pt-late',
    family: 'bot-memory',
    attributes: {
      'bot.name': 'fatura-bot',
      'bot.memory': j({
        session: 'wa-5f21c9',
        pending_question: null,
        last_turns: [
          { who: 'user', said: 'preciso da fatura do jantar de ontem' },
          { who: 'bot', said: 'Para emitir a fatura com contribuinte, qual é o NIF?' },
          { who: 'user', said: 'pode ser sem NIF?' },
          { who: 'bot', said: 'Pode, mas depois não consegue deduzir no IRS.' },
          { who: 'user', said: 'ok então 215730941' },
          { who: 'bot', said: 'E a morada para a fatura?' },
          { who: 'user', said: 'Rua de Cedofeita 412, 3.º Esq' },
          { who: 'user', said: '4050-174 Porto' },
        ],
      }),
    },
    canaries: ['215730941', 'Rua de Cedofeita 412', '4050-174'],
    keep: ['wa-5f21c9', 'fatura com contribuinte', 'fatura-bot'],
  },
  {
    id: 'm2-17-cohere-pt-br',
    family: 'cohere-chat',
    attributes: {
      'cohere.chat.request': j({
        model: 'command-r-08-2024',
        preamble: 'Você agenda vistorias veiculares para a Vistoria Já.',
        message: 'QTP5J72',
        chat_history: [
          { role: 'USER', message: 'quero agendar a vistoria do meu carro' },
          { role: 'CHATBOT', message: 'Beleza! Qual seu nome completo?' },
          { role: 'USER', message: 'Thiago Henrique Bastos' },
          { role: 'CHATBOT', message: 'Valeu, Thiago. Qual a placa do veículo?' },
        ],
      }),
    },
    canaries: ['Thiago Henrique Bastos', 'QTP5J72'],
    keep: ['Vistoria Já', 'command-r-08-2024'],
  },

  // ───────────────────────────── French (FR, BE, CH) ─────────────────────────────
  {
    id: 'm2-18-openinference-agent-fr',
    family: 'openinference-agent',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        input: '06 71 84 29 53',
        chat_history: [
          { role: 'user', content: 'Bonjour, je voudrais décaler ma livraison' },
          { role: 'assistant', content: 'Bien sûr. À quel numéro de téléphone le livreur peut-il vous joindre ?' },
        ],
      }),
      'input.mime_type': 'application/json',
      'output.value': 'Merci, c’est noté. Quel créneau vous arrange : mardi 9 décembre ou jeudi 11 décembre ?',
    },
    canaries: ['06 71 84 29 53'],
    keep: ['jeudi 11 décembre', 'livreur', 'décaler ma livraison'],
  },
  {
    id: 'm2-19-semantic-kernel-dotnet-fr-be-late',
    family: 'semantic-kernel-dotnet',
    attributes: {
      'app.chat_history': j([
        { Role: { Label: 'system' }, Content: 'Tu es l’assistant d’ouverture de compte de la banque.', AuthorName: null },
        { Role: { Label: 'assistant' }, Content: 'Pour finaliser l’ouverture du compte, pouvez-vous me communiquer votre numéro de registre national ?', AuthorName: null },
        { Role: { Label: 'user' }, Content: 'Il se trouve où sur la carte d’identité ?', AuthorName: null },
        { Role: { Label: 'assistant' }, Content: 'Au verso, en bas à gauche.', AuthorName: null },
        { Role: { Label: 'user' }, Content: '91.06.22-187.39', AuthorName: null },
        { Role: { Label: 'assistant' }, Content: 'Merci. Et l’IBAN du compte à débiter ?', AuthorName: null },
        { Role: { Label: 'user' }, Content: 'BE45 0631 8429 5789', AuthorName: null },
      ]),
    },
    canaries: ['91.06.22-187.39', 'BE45 0631 8429 5789'],
    keep: ['registre national', 'Au verso, en bas à gauche'],
  },
  {
    id: 'm2-20-dialogflow-cx-fr-ch',
    family: 'dialogflow-cx-history',
    attributes: {
      'dialogflow.session': 'projects/assur-bot/locations/europe-west6/agents/a1/sessions/s-91c',
      'dialogflow.conversation.history': j([
        { participantRole: 'END_USER', text: 'Salut, j’ai perdu ma carte d’assurance' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Je peux commander un duplicata. Quel est votre numéro AVS ?' },
        { participantRole: 'END_USER', text: '756.4182.7395.07' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Merci. À quel numéro de portable pouvons-nous vous envoyer le code ?' },
        { participantRole: 'END_USER', text: '079 482 15 36' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Le duplicata vous sera envoyé dans les septante-deux heures.' },
      ]),
    },
    canaries: ['756.4182.7395.07', '079 482 15 36'],
    keep: ['duplicata', 'septante-deux heures', 'AUTOMATED_AGENT'],
  },
  {
    id: 'm2-21-traceloop-messages-to-dict-fr',
    family: 'langchain-messages-to-dict',
    attributes: {
      'traceloop.span.kind': 'task',
      'traceloop.entity.name': 'ConversationChain',
      'traceloop.entity.input': j({
        inputs: {
          input: 'le 14 mars 1987',
          history: [
            md('human', 'Bonjour, je n’ai pas été remboursée de ma consultation'),
            md('ai', 'Je regarde. Pour retrouver le dossier, j’ai besoin de votre numéro de sécurité sociale.'),
            md('human', '2 87 03 75 114 052 82'),
            md('ai', 'Merci. Et votre date de naissance ?'),
          ],
        },
        tags: [],
        metadata: {},
        kwargs: { name: 'ConversationChain' },
      }),
    },
    canaries: ['2 87 03 75 114 052 82', '14 mars 1987'],
    keep: ['ConversationChain', 'sécurité sociale'],
  },
  {
    id: 'm2-22-neg-gemini-fr',
    family: 'gemini-contents',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gemini-2.5-flash',
      'input.value': j({
        model: 'gemini-2.5-flash',
        contents: [
          gt('user', 'Quel temps fera-t-il ce week-end ?'),
          gt('model', 'Pour quelle ville ?'),
          gt('user', 'Lyon'),
          gm('model', { functionCall: { name: 'get_forecast', args: { city: 'Lyon', days: 2 } } }),
          gm('user', { functionResponse: { name: 'get_forecast', response: { sat: '7 °C, nuageux', sun: '9 °C, averses' } } }),
          gt('model', 'Samedi 7 °C et nuageux. Voulez-vous aussi les prévisions pour dimanche ?'),
          gt('user', 'oui'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['Lyon', 'get_forecast', 'nuageux', 'gemini-2.5-flash'],
  },
  {
    id: 'm2-23-neg-rasa-fr-be',
    family: 'rasa-tracker-events',
    attributes: {
      'rasa.sender_id': 'web-0b7d44',
      'rasa.tracker.events': j([
        rasaUser('je veux retourner un article', 'retour_article'),
        rasaBot('Quel est votre numéro de commande ?'),
        rasaSlot('requested_slot', 'numero_commande'),
        rasaUser('CMD-77120458'),
        rasaBot('Combien d’articles souhaitez-vous retourner ?'),
        rasaUser('deux'),
        rasaBot('Quel est le motif du retour ?'),
        rasaUser('taille trop petite'),
        rasaBot('Vous avez nonante jours pour renvoyer. Souhaitez-vous un bon d’achat ou un remboursement ?'),
        rasaUser('remboursement'),
      ]),
    },
    canaries: [],
    keep: ['CMD-77120458', 'taille trop petite', 'remboursement', 'nonante jours'],
  },

  // ───────────────────────────── German (DE, AT) ─────────────────────────────
  {
    id: 'm2-24-openinference-chain-inputs-de',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        inputs: {
          messages: [
            { role: 'user', content: 'Ich möchte meine Steuererklärung 2025 bei Ihnen machen lassen.' },
            { role: 'assistant', content: 'Gerne. Wie lautet Ihre Steuer-Identifikationsnummer?' },
            { role: 'user', content: '47281593266' },
            { role: 'assistant', content: 'Danke. Und Ihre aktuelle Anschrift?' },
            { role: 'user', content: 'Lindwurmstraße 88, 80337 München' },
          ],
        },
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['47281593266', 'Lindwurmstraße 88', '80337'],
    keep: ['Steuererklärung 2025', 'Steuer-Identifikationsnummer'],
  },
  {
    id: 'm2-25-bedrock-converse-de-at-late',
    family: 'bedrock-converse',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        modelId: 'eu.anthropic.claude-3-7-sonnet-20250219-v1:0',
        messages: [
          bc('user', { text: 'Griaß Gott, ich bräuchte einen Termin beim Hausarzt, nächste Woche.' }),
          bc(
            'assistant',
            { text: 'Gerne. Ich schaue nach freien Terminen. Wie lautet Ihre Sozialversicherungsnummer?' },
            { toolUse: { toolUseId: 'tooluse_8Kq2', name: 'get_free_slots', input: { ordination: 'Hausarzt Wien 1070' } } },
          ),
          bc(
            'user',
            { toolResult: { toolUseId: 'tooluse_8Kq2', content: [{ json: { slots: ['Mo 15.12. 08:30', 'Di 16.12. 11:00'] } }] } },
            { text: '4829 140388' },
          ),
          bc('assistant', { text: 'Danke. Unter welcher Nummer erreichen wir Sie für Rückfragen?' }),
          bc('user', { text: '0664 3821947' }),
          bc('assistant', { text: 'Passt Ihnen Montag, 15.12. um 08:30?' }),
          bc('user', { text: 'ja, passt' }),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['4829 140388', '0664 3821947'],
    keep: ['get_free_slots', '15.12. um 08:30', 'Hausarzt Wien 1070'],
  },
  {
    id: 'm2-26-langgraph-dumpd-de',
    family: 'langchain-dumpd',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'output.value': j({
        messages: [
          lcHuman('Tisch für heute Abend bitte'),
          lcAi('Gerne! Für wie viele Personen?'),
          lcHuman('vier'),
          lcAi('Auf welchen Namen darf ich reservieren?'),
          lcHuman('Jonas Weber'),
          lcAi('', [{ name: 'reserve_table', args: { persons: 4, time: '19:30' }, id: 'call_4hZc', type: 'tool_call' }]),
          lc('ToolMessage', {
            content: '{"tisch": 12, "uhrzeit": "19:30"}',
            type: 'tool',
            name: 'reserve_table',
            tool_call_id: 'call_4hZc',
            status: 'success',
          }),
          lcAi('Reserviert für 19:30, Tisch 12. Unter welcher Handynummer erreichen wir Sie bei Verspätung?'),
          lcHuman('0151 42871936'),
        ],
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['Jonas Weber', '0151 42871936'],
    keep: ['reserve_table', 'Für wie viele Personen', 'call_4hZc'],
  },
  {
    id: 'm2-27-autogen-de-late',
    family: 'autogen-agentchat',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        task: [
          ag('user', 'Ich hatte einen Parkschaden und möchte ihn melden.'),
          ag('kfz_agent', 'Das tut mir leid. Wie lautet das amtliche Kennzeichen Ihres Fahrzeugs?', { prompt_tokens: 301, completion_tokens: 22 }),
          ag('user', 'wieso, das steht doch im Vertrag?'),
          ag('kfz_agent', 'Sie haben zwei Fahrzeuge bei uns versichert, ich brauche das richtige.', { prompt_tokens: 340, completion_tokens: 20 }),
          ag('user', 'M-KR 4821'),
          {
            source: 'kfz_agent',
            models_usage: { prompt_tokens: 366, completion_tokens: 14 },
            metadata: {},
            content: [{ id: 'call_1', arguments: '{}', name: 'list_claims' }],
            type: 'ToolCallRequestEvent',
          },
          {
            source: 'kfz_agent',
            models_usage: null,
            metadata: {},
            content: [{ content: '[]', name: 'list_claims', call_id: 'call_1', is_error: false }],
            type: 'ToolCallExecutionEvent',
          },
          ag('kfz_agent', 'Auf welches Konto sollen wir die Erstattung überweisen?', { prompt_tokens: 390, completion_tokens: 13 }),
          ag('user', 'DE98 3705 0299 0482 7165 30'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['M-KR 4821', 'DE98 3705 0299 0482 7165 30'],
    keep: ['list_claims', 'ToolCallExecutionEvent', 'Parkschaden'],
  },
  {
    id: 'm2-28-neg-haystack-de',
    family: 'haystack-chatmessage',
    attributes: {
      'haystack.component.name': 'llm',
      'haystack.component.type': 'AnthropicChatGenerator',
      'haystack.component.input': j({
        messages: [
          hsText('user', 'Ich möchte Druckerpapier nachbestellen'),
          hsText('assistant', 'Welche Artikelnummer?'),
          hsText('user', 'SKU-4471-GRY'),
          hs('assistant', [{ tool_call: { tool_name: 'check_stock', arguments: { sku: 'SKU-4471-GRY' }, id: 'toolu_01' } }]),
          hs('tool', [
            {
              tool_call_result: {
                result: '{"lager": 340}',
                origin: { tool_name: 'check_stock', arguments: { sku: 'SKU-4471-GRY' }, id: 'toolu_01' },
                error: false,
              },
            },
          ]),
          hsText('assistant', 'Ist vorrätig. Wie viele Stück?'),
          hsText('user', '12 Stück'),
          hsText('assistant', 'Für welchen Tag möchten Sie die Lieferung?'),
          hsText('user', 'Donnerstag, 18.12.'),
        ],
      }),
    },
    canaries: [],
    keep: ['SKU-4471-GRY', '12 Stück', 'Donnerstag, 18.12.', 'check_stock'],
  },
  {
    id: 'm2-29-neg-custom-transcript-de-at-declined',
    family: 'custom-transcript',
    attributes: {
      'app.session.id': 'sess-a8e310',
      'app.session.transcript': j([
        { speaker: 'bot', text: 'Servus! Darf ich für die Altersverifikation Ihr Geburtsdatum haben?' },
        { speaker: 'user', text: 'Das möchte ich lieber nicht angeben.' },
        { speaker: 'bot', text: 'Kein Problem. Wohin soll die Reise gehen?' },
        { speaker: 'user', text: 'Innsbruck' },
        { speaker: 'bot', text: 'Anreise am 12. Jänner?' },
        { speaker: 'user', text: 'ja genau' },
        { speaker: 'bot', text: 'Wie viele Nächte?' },
        { speaker: 'user', text: '3 Nächte' },
        { speaker: 'bot', text: 'Welche Zimmerkategorie?' },
        { speaker: 'user', text: 'Doppelzimmer Komfort' },
        { speaker: 'bot', text: 'Sitzplatzwunsch für die Zugfahrt?' },
        { speaker: 'user', text: 'Fenster, Ruhebereich' },
      ]),
    },
    canaries: [],
    keep: ['Innsbruck', 'Doppelzimmer Komfort', 'Fenster, Ruhebereich', 'lieber nicht angeben'],
  },

  // ───────────────────────────── Turkish ─────────────────────────────
  {
    id: 'm2-30-openinference-chain-question-history-tr',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        question: '23.09.1990',
        history: [
          { role: 'user', content: 'Kredi kartı başvurumun durumunu öğrenmek istiyorum' },
          { role: 'assistant', content: 'Kimlik doğrulaması için T.C. kimlik numaranızı yazar mısınız?' },
          { role: 'user', content: '38492057110' },
          { role: 'assistant', content: 'Teşekkürler. Doğum tarihiniz nedir?' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['38492057110', '23.09.1990'],
    keep: ['doğrulaması', 'Doğum tarihiniz', 'başvurumun durumunu'],
  },
  {
    id: 'm2-31-gemini-tr-late',
    family: 'gemini-contents',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gemini-1.5-pro',
      'input.value': j({
        model: 'gemini-1.5-pro',
        contents: [
          gt('user', 'siparişimin adresini değiştirmem lazım'),
          gt('model', 'Tabii. Kargonun teslim edileceği yeni adres nedir?'),
          gt('user', 'bi saniye'),
          gt('user', 'Bağdat Caddesi No: 214 D: 7, Kadıköy'),
          gt('model', 'Cep telefonu numaranız?'),
          gt('user', 'neden lazım?'),
          gt('model', 'Kurye teslimattan önce arayabilsin diye.'),
          gt('user', '0532 418 27 96'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['Bağdat Caddesi No: 214 D: 7', '0532 418 27 96'],
    keep: ['Kurye teslimattan', 'gemini-1.5-pro'],
  },
  {
    id: 'm2-32-llamaindex-blocks-tr',
    family: 'llamaindex-chat-engine',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        message: 'TR39 0006 2000 0000 6297 4183 05',
        chat_history: [
          { role: 'user', additional_kwargs: {}, blocks: [{ block_type: 'text', text: 'Siparişimi iade etmek istiyorum' }] },
          { role: 'assistant', additional_kwargs: {}, blocks: [{ block_type: 'text', text: 'Sipariş numaranız nedir?' }] },
          { role: 'user', additional_kwargs: {}, blocks: [{ block_type: 'text', text: 'TY-8812043' }] },
          { role: 'assistant', additional_kwargs: {}, blocks: [{ block_type: 'text', text: 'İade tutarını hangi IBAN’a yatıralım?' }] },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['TR39 0006 2000 0000 6297 4183 05'],
    keep: ['TY-8812043', 'iade etmek', 'block_type'],
  },
  {
    id: 'm2-33-rasa-events-tr',
    family: 'rasa-tracker-events',
    attributes: {
      'rasa.sender_id': 'tg-55012',
      'rasa.tracker.events': j([
        rasaUser('kaza bildirmek istiyorum', 'hasar_bildir'),
        rasaAction('utter_ask_plaka'),
        rasaBot('Aracınızın plakası nedir?'),
        rasaUser('34 KLM 482'),
        rasaAction('utter_ask_ad_soyad'),
        rasaBot('Poliçe sahibinin adı soyadı?'),
        rasaUser('Elif Korkmaz'),
        rasaAction('utter_ask_hasar_tarihi'),
        rasaBot('Hasar hangi tarihte oldu?'),
        rasaUser('3 Aralık'),
      ]),
    },
    canaries: ['34 KLM 482', 'Elif Korkmaz'],
    keep: ['3 Aralık', 'utter_ask_plaka', 'hasar_bildir'],
  },
  {
    id: 'm2-34-neg-openai-agents-tr',
    family: 'openai-agents-items',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j([
        { role: 'user', content: 'İstanbul’dan Berlin’e uçuş arıyorum' },
        { role: 'assistant', content: 'Hangi tarih için?' },
        { role: 'user', content: '19 Aralık' },
        { type: 'function_call', call_id: 'call_fl93', name: 'search_flights', arguments: '{"from":"IST","to":"BER","date":"2026-12-19"}' },
        { type: 'function_call_output', call_id: 'call_fl93', output: '[{"flight":"TK1723","dep":"07:55"}]' },
        { role: 'assistant', content: 'TK1723 07:55 uygun mu?' },
        { role: 'user', content: 'evet' },
        { role: 'assistant', content: 'Koltuk tercihiniz?' },
        { role: 'user', content: 'koridor' },
        { role: 'assistant', content: 'Ek bagaj?' },
        { role: 'user', content: '20 kg' },
      ]),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['TK1723', '19 Aralık', 'koridor', 'search_flights'],
  },

  // ───────────────────────────── Russian ─────────────────────────────
  {
    id: 'm2-35-openinference-llm-ru',
    family: 'openinference-llm',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o-mini',
      'input.value': j({
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: 'Ты — ассистент страховой компании.' },
          { role: 'user', content: 'хочу оформить ОСАГО онлайн' },
          { role: 'assistant', content: 'Для оформления полиса мне нужен ваш СНИЛС.' },
          { role: 'user', content: '148-362-957 96' },
          { role: 'assistant', content: 'Спасибо. Укажите, пожалуйста, серию и номер паспорта.' },
          { role: 'user', content: '45 12 638201' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['148-362-957 96', '45 12 638201'],
    keep: ['оформления полиса', 'gpt-4o-mini'],
  },
  {
    id: 'm2-36-support-turns-ru-late',
    family: 'support-chat-turns',
    attributes: {
      'support.chat.turns': j({
        ticket: 'SUP-30318',
        turns: [
          { author: 'client', body: 'не приходит заказ уже неделю' },
          { author: 'bot', body: 'Как к вам обращаться? Укажите ФИО.' },
          { author: 'client', body: 'а зачем?' },
          { author: 'bot', body: 'Чтобы оператор мог найти вашу заявку.' },
          { author: 'client', body: 'Волкова Екатерина Сергеевна' },
          { author: 'bot', body: 'Номер телефона для связи?' },
          { author: 'client', body: 'сейчас' },
          { author: 'client', body: '+7 916 482-13-77' },
        ],
      }),
    },
    canaries: ['Волкова Екатерина Сергеевна', '+7 916 482-13-77'],
    keep: ['SUP-30318', 'оператор'],
  },
  {
    id: 'm2-37-cohere-ru',
    family: 'cohere-chat',
    attributes: {
      'cohere.chat.request': j({
        model: 'command-r7b-12-2024',
        message: '771483026507',
        chat_history: [
          { role: 'USER', message: 'Нужна справка для налогового вычета' },
          { role: 'CHATBOT', message: 'Хорошо. Дата рождения?' },
          { role: 'USER', message: '05.06.1984' },
          { role: 'CHATBOT', message: 'Спасибо. Назовите ваш ИНН.' },
        ],
      }),
    },
    canaries: ['771483026507', '05.06.1984'],
    keep: ['налогового вычета', 'command-r7b-12-2024'],
  },
  {
    id: 'm2-38-haystack-tool-between-ru-late',
    family: 'haystack-chatmessage',
    attributes: {
      'haystack.component.name': 'chat_generator',
      'haystack.component.type': 'OpenAIChatGenerator',
      'haystack.component.input': j({
        messages: [
          hsText('user', 'с карты списали деньги, я ничего не покупал'),
          hsText('assistant', 'Назовите номер карты, с которой было списание.'),
          hsText('user', 'минуту'),
          hs('assistant', [{ tool_call: { tool_name: 'check_card_block', arguments: {}, id: 'call_9' } }]),
          hs('tool', [
            {
              tool_call_result: {
                result: '{"status": "ok"}',
                origin: { tool_name: 'check_card_block', arguments: {}, id: 'call_9' },
                error: false,
              },
            },
          ]),
          hsText('user', '5264 1873 0925 1473'),
        ],
      }),
    },
    canaries: ['5264 1873 0925 1473'],
    keep: ['check_card_block', 'списание'],
  },
  {
    id: 'm2-39-neg-langchain-dumpd-ru-declined',
    family: 'langchain-dumpd',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          lcHuman('покажи прогноз погоды'),
          lcAi('Какой город показать?'),
          lcHuman('Казань'),
          lcAi('На сколько дней?'),
          lcHuman('5'),
          lcAi('Хотите указать номер телефона для уведомлений?'),
          lcHuman('нет, не хочу'),
          lcAi('Хорошо. Какой тариф уведомлений выбрать: Базовый или Стандарт Плюс?'),
          lcHuman('Стандарт Плюс'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['Казань', 'не хочу', 'Стандарт Плюс'],
  },

  // ───────────────────────────── Indonesian ─────────────────────────────
  {
    id: 'm2-40-langchain-messages-to-dict-id',
    family: 'langchain-messages-to-dict',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        input: '3174055208910003',
        chat_history: [
          md('human', 'mau buka rekening tabungan'),
          md('ai', 'Baik, Kak. Nama lengkap sesuai KTP?'),
          md('human', 'Siti Rahmawati'),
          md('ai', 'Terima kasih. Untuk verifikasi e-KTP, boleh sebutkan NIK Anda?'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['3174055208910003', 'Siti Rahmawati'],
    keep: ['rekening tabungan', 'verifikasi e-KTP'],
  },
  {
    id: 'm2-41-bot-memory-id-late',
    family: 'bot-memory',
    attributes: {
      'bot.memory': j({
        user_ref: 'wa:hash-91fa2',
        awaiting: 'nomor_hp_penerima',
        turns: [
          { r: 'bot', t: 'Alamat pengiriman lengkapnya di mana, Kak?' },
          { r: 'user', t: 'bentar ya kak' },
          { r: 'user', t: 'Jl. Kemang Raya No. 27, Bangka, Mampang Prapatan' },
          { r: 'bot', t: 'Kode posnya?' },
          { r: 'user', t: '12730' },
          { r: 'bot', t: 'Nomor HP penerima?' },
          { r: 'user', t: '0812-8734-5521' },
        ],
      }),
    },
    canaries: ['Jl. Kemang Raya No. 27', '12730', '0812-8734-5521'],
    keep: ['nomor_hp_penerima', 'Alamat pengiriman', 'wa:hash-91fa2'],
  },
  {
    id: 'm2-42-bedrock-converse-id',
    family: 'bedrock-converse',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        modelId: 'amazon.nova-pro-v1:0',
        messages: [
          bc('user', { text: 'saya mau bayar pakai kartu kredit' }),
          bc('assistant', { text: 'Silakan ketik nomor kartu kredit Anda.' }),
          bc('user', { text: '4184 0731 5529 8661' }),
          bc('assistant', { text: 'Tanggal lahir pemegang kartu?' }),
          bc('user', { text: '17-08-1993' }),
          bc('assistant', { text: 'Mau dicicil berapa bulan?' }),
          bc('user', { text: '12 bulan' }),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['4184 0731 5529 8661', '17-08-1993'],
    keep: ['12 bulan', 'amazon.nova-pro-v1:0', 'pemegang kartu'],
  },
  {
    id: 'm2-43-autogen-id',
    family: 'autogen-agentchat',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          ag('user', 'mau hubungkan akun e-Faktur'),
          ag('agen_pajak', 'Siap. NPWP-nya berapa?', { prompt_tokens: 210, completion_tokens: 9 }),
          ag('user', '09.254.294.3-407.000'),
          ag('agen_pajak', 'Username DJP Online yang mau dihubungkan?', { prompt_tokens: 236, completion_tokens: 11 }),
          ag('user', 'siti.rahma93'),
          ag('agen_pajak', 'Sudah terhubung. TERMINATE', { prompt_tokens: 260, completion_tokens: 6 }),
        ],
        stop_reason: 'Text mention termination condition met.',
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['09.254.294.3-407.000', 'siti.rahma93'],
    keep: ['agen_pajak', 'e-Faktur', 'DJP Online'],
  },
  {
    id: 'm2-44-neg-cohere-id',
    family: 'cohere-chat',
    attributes: {
      'cohere.chat.request': j({
        model: 'command-r-plus',
        message: 'jam 7 malam',
        chat_history: [
          { role: 'USER', message: 'pesan nasi goreng kambing' },
          { role: 'CHATBOT', message: 'Mau pesan berapa porsi?' },
          { role: 'USER', message: '3 porsi' },
          { role: 'CHATBOT', message: 'Level pedasnya?' },
          { role: 'USER', message: 'level 2' },
          { role: 'CHATBOT', message: 'Ada kode promo?' },
          { role: 'USER', message: 'HEMAT20' },
          { role: 'CHATBOT', message: 'Mau dikirim jam berapa?' },
        ],
      }),
    },
    canaries: [],
    keep: ['3 porsi', 'level 2', 'HEMAT20', 'jam 7 malam'],
  },

  // ───────────────────────────── Vietnamese ─────────────────────────────
  {
    id: 'm2-45-openinference-llm-vi',
    family: 'openinference-llm',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4.1',
      'input.value': j({
        messages: [
          { role: 'user', content: 'tôi muốn mở ví điện tử' },
          { role: 'assistant', content: 'Anh/chị vui lòng cho biết số căn cước công dân?' },
          { role: 'user', content: '079192004318' },
          { role: 'assistant', content: 'Cảm ơn. Họ và tên đầy đủ?' },
          { role: 'user', content: 'Nguyễn Thị Thu Hà' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['079192004318', 'Nguyễn Thị Thu Hà'],
    keep: ['căn cước công dân', 'ví điện tử'],
  },
  {
    id: 'm2-46-google-adk-vi-late',
    family: 'google-adk-llm-request',
    attributes: {
      'gen_ai.system': 'gcp.vertex.agent',
      'gcp.vertex.agent.llm_request': j({
        model: 'gemini-2.0-flash',
        config: { system_instruction: 'Bạn là trợ lý giao hàng của shop.' },
        contents: [
          gt('user', 'shop ơi em đặt 2 hộp trà sen'),
          gt('model', 'Dạ, số điện thoại nhận hàng là gì ạ?'),
          gt('user', 'để em tìm số mới'),
          gt('user', '0987 162 534'),
          gt('model', 'Địa chỉ giao hàng ạ?'),
          gt('user', 'dạ, số 18 ngõ 42 Trần Quốc Hoàn, Cầu Giấy'),
        ],
      }),
    },
    canaries: ['0987 162 534', 'số 18 ngõ 42 Trần Quốc Hoàn'],
    keep: ['hộp trà sen', 'nhận hàng'],
  },
  {
    id: 'm2-47-dialogflow-cx-vi',
    family: 'dialogflow-cx-history',
    attributes: {
      'dialogflow.conversation.history': j([
        { participantRole: 'END_USER', text: 'tôi muốn đăng ký thẻ thành viên' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Ngày sinh của bạn?' },
        { participantRole: 'END_USER', text: '21/04/1992' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Mã số thuế cá nhân của bạn?' },
        { participantRole: 'END_USER', text: 'không nhớ, để sau nhé' },
        { participantRole: 'AUTOMATED_AGENT', text: 'Được. Bạn muốn nhận thông báo qua kênh nào?' },
        { participantRole: 'END_USER', text: 'Zalo' },
      ]),
    },
    canaries: ['21/04/1992'],
    keep: ['Zalo', 'thẻ thành viên', 'không nhớ'],
  },
  {
    id: 'm2-48-neg-langchain-role-vi',
    family: 'langchain-role-content',
    attributes: {
      'langchain.chat_history': j([
        { role: 'user', content: 'Tôi muốn đặt phòng ở Đà Nẵng' },
        { role: 'assistant', content: 'Bao nhiêu đêm ạ?' },
        { role: 'user', content: '2 đêm' },
        { role: 'assistant', content: 'Anh/chị muốn loại phòng nào?' },
        { role: 'user', content: 'phòng đôi hướng biển' },
        { role: 'assistant', content: 'Ngân sách khoảng bao nhiêu?' },
        { role: 'user', content: 'khoảng 2 triệu/đêm' },
      ]),
    },
    canaries: [],
    keep: ['Đà Nẵng', 'phòng đôi hướng biển', 'khoảng 2 triệu/đêm'],
  },

  // ───────────────────────────── Hindi (Devanagari and Hinglish) ─────────────────────────────
  {
    id: 'm2-49-openinference-chain-hi',
    family: 'openinference-chain',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        input: '98104 27736',
        chat_history: [
          { role: 'user', content: 'मुझे नया गैस कनेक्शन चाहिए' },
          { role: 'assistant', content: 'ज़रूर। कृपया अपना आधार नंबर बताइए।' },
          { role: 'user', content: '4821 7306 5928' },
          { role: 'assistant', content: 'धन्यवाद। और आपका मोबाइल नंबर?' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['4821 7306 5928', '98104 27736'],
    keep: ['आधार नंबर', 'गैस कनेक्शन'],
  },
  {
    id: 'm2-50-rasa-events-hinglish-late',
    family: 'rasa-tracker-events',
    attributes: {
      'rasa.tracker.events': j([
        rasaUser('mujhe demat account kholna hai', 'open_account'),
        rasaBot('Aapka PAN number kya hai?'),
        rasaSlot('requested_slot', 'pan'),
        rasaUser('PAN kyun chahiye?'),
        rasaBot('KYC ke liye zaroori hai, bas verification ke liye.'),
        rasaUser('BKRPS4821L'),
        rasaBot('Aur date of birth?'),
        rasaSlot('requested_slot', 'dob'),
        rasaUser('ek min'),
        rasaUser('09-11-1989'),
      ]),
    },
    canaries: ['BKRPS4821L', '09-11-1989'],
    keep: ['KYC ke liye', 'demat account', 'open_account'],
  },
  {
    id: 'm2-51-semantic-kernel-hi',
    family: 'semantic-kernel',
    attributes: {
      'sk.chat_history': j({
        messages: [
          skPy('user', 'मुझे पार्किंग पास के साथ फ्लैट की डिलीवरी चाहिए'),
          skPy('assistant', 'डिलीवरी के लिए पिन कोड बताइए'),
          skPy('user', '560034'),
          skPy('assistant', 'पूरा पता?'),
          skPy('user', 'फ्लैट 302, 5वां क्रॉस, कोरमंगला'),
          skPy('assistant', 'पार्किंग पास के लिए गाड़ी का नंबर?'),
          skPy('user', 'KA 03 MN 4172'),
        ],
      }),
    },
    canaries: ['560034', 'फ्लैट 302', 'KA 03 MN 4172'],
    keep: ['पिन कोड', 'पार्किंग पास'],
  },
  {
    id: 'm2-52-neg-openai-agents-hinglish',
    family: 'openai-agents-items',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j([
        { role: 'user', content: 'mera order kahan hai' },
        { role: 'assistant', content: 'Order number bataiye' },
        { role: 'user', content: 'OD428815770123' },
        { type: 'function_call', call_id: 'call_trk1', name: 'track_order', arguments: '{"order_id":"OD428815770123"}' },
        { type: 'function_call_output', call_id: 'call_trk1', output: '{"status":"shipped","awb":"1490811273645"}' },
        { role: 'assistant', content: 'Shipped ho gaya hai. Tracking number chahiye?' },
        { role: 'user', content: 'haan' },
        { role: 'assistant', content: 'AWB 1490811273645, delivery Guruvaar 11 December tak.' },
      ]),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['OD428815770123', 'track_order', '1490811273645', 'Guruvaar 11 December'],
  },

  // ───────────────────────────── Swedish ─────────────────────────────
  {
    id: 'm2-53-haystack-sv',
    family: 'haystack-chatmessage',
    attributes: {
      'haystack.component.name': 'chat_generator',
      'haystack.component.type': 'OpenAIChatGenerator',
      'haystack.component.input': j({
        messages: [
          hsText('user', 'mitt bredband har slutat fungera'),
          hsText('assistant', 'Tråkigt att höra. Vad är ditt personnummer?'),
          hsText('user', '19870314-3282'),
          hsText('assistant', 'Tack. Vilket telefonnummer når vi dig på?'),
          hsText('user', '070-482 19 36'),
          hsText('assistant', 'Vilket abonnemang gäller det?'),
          hsText('user', 'Bredband 250/250'),
        ],
      }),
    },
    canaries: ['19870314-3282', '070-482 19 36'],
    keep: ['Bredband 250/250', 'abonnemang'],
  },
  {
    id: 'm2-54-langchain-dumpd-sv-late',
    family: 'langchain-dumpd',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': j({
        messages: [
          lc('SystemMessage', { content: 'Du hjälper kunder att beställa ett nytt bankkort.', type: 'system' }),
          lcHuman('jag behöver ett nytt kort'),
          lcAi('Vilken adress ska kortet skickas till?'),
          lcHuman('vänta lite'),
          lcHuman('Götgatan 41, 116 21 Stockholm'),
          lcAi('Vad heter du, så att det står rätt på kuvertet?'),
          lcHuman('varför behövs det?'),
          lcAi('Kortet skickas personligt adresserat.'),
          lcHuman('Karin Lindqvist'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['Götgatan 41', '116 21', 'Karin Lindqvist'],
    keep: ['nytt bankkort', 'personligt adresserat'],
  },
  {
    id: 'm2-55-autogen-sv',
    family: 'autogen-agentchat',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'output.value': j({
        messages: [
          ag('user', 'jag vill ha tillbaka pengarna för trängselskatten som drogs två gånger'),
          ag('skatt_agent', 'Vilket konto ska återbetalningen gå till? Ange IBAN.', { prompt_tokens: 188, completion_tokens: 15 }),
          ag('user', 'SE71 5000 0000 0582 7193 6420'),
          ag('skatt_agent', 'Vilket registreringsnummer har bilen?', { prompt_tokens: 214, completion_tokens: 9 }),
          ag('user', 'MLR 47B'),
        ],
        stop_reason: null,
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['SE71 5000 0000 0582 7193 6420', 'MLR 47B'],
    keep: ['skatt_agent', 'trängselskatten'],
  },
  {
    id: 'm2-56-neg-bedrock-converse-sv',
    family: 'bedrock-converse',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        modelId: 'anthropic.claude-3-haiku-20240307-v1:0',
        messages: [
          bc('user', { text: 'vill beställa pizza' }),
          bc('assistant', { text: 'Hur många pizzor?' }),
          bc('user', { text: 'två stycken' }),
          bc('assistant', { text: 'Vilken storlek?' }),
          bc('user', { text: 'familjepizza' }),
          bc('assistant', { text: 'Leverans eller avhämtning?' }),
          bc('user', { text: 'avhämtning' }),
          bc('assistant', { text: 'Vilken tid vill du hämta?' }),
          bc('user', { text: 'kl 18:30' }),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['två stycken', 'familjepizza', 'avhämtning', 'kl 18:30'],
  },

  // ───────────────────────────── Arabic ─────────────────────────────
  {
    id: 'm2-57-openinference-agent-ar',
    family: 'openinference-agent',
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': j({
        messages: [
          { role: 'user', content: 'أبغى أستفسر عن طلب التمويل' },
          { role: 'assistant', content: 'أكيد. ما هو رقم الهوية الوطنية؟' },
          { role: 'user', content: '1084273653' },
          { role: 'assistant', content: 'وما رقم الجوال المسجل؟' },
          { role: 'user', content: '055 482 1937' },
          { role: 'assistant', content: 'شكرًا. ما رقم الطلب؟' },
          { role: 'user', content: 'FIN-5523190' },
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['1084273653', '055 482 1937'],
    keep: ['الهوية الوطنية', 'FIN-5523190'],
  },
  {
    id: 'm2-58-custom-transcript-ar-ae-late',
    family: 'custom-transcript',
    attributes: {
      'app.session.transcript': j([
        { speaker: 'user', text: 'أريد تجديد بطاقة الصحة' },
        { speaker: 'bot', text: 'يرجى تزويدنا برقم الهوية الإماراتية' },
        { speaker: 'user', text: 'لحظة من فضلك' },
        { speaker: 'user', text: '784-1988-4730156-5' },
        { speaker: 'bot', text: 'ما هو تاريخ ميلادك؟' },
        { speaker: 'user', text: 'ليش تحتاجونه؟' },
        { speaker: 'bot', text: 'للتحقق من هويتك فقط' },
        { speaker: 'user', text: '1988/07/22' },
      ]),
    },
    canaries: ['784-1988-4730156-5', '1988/07/22'],
    keep: ['تجديد بطاقة الصحة', 'الهوية الإماراتية'],
  },
  {
    id: 'm2-59-bedrock-converse-ar',
    family: 'bedrock-converse',
    attributes: {
      'openinference.span.kind': 'LLM',
      'input.value': j({
        modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
        messages: [
          bc('user', { text: 'أبي أسترجع مبلغ الحجز الملغي' }),
          bc('assistant', { text: 'أرسل رقم الآيبان لتحويل المبلغ' }),
          bc('user', { text: 'SA03 8000 0000 6080 1016 7519' }),
          bc('assistant', { text: 'ما الاسم الكامل لصاحب الحساب؟' }),
          bc('user', { text: 'ليلى حسن العتيبي' }),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['SA03 8000 0000 6080 1016 7519', 'ليلى حسن العتيبي'],
    keep: ['تحويل المبلغ', 'الحجز الملغي'],
  },
  {
    id: 'm2-60-neg-gemini-ar-declined',
    family: 'gemini-contents',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gemini-2.5-flash',
      'input.value': j({
        contents: [
          gt('user', 'أريد حجز فندق في دبي'),
          gt('model', 'بكل سرور. ما اسمك؟'),
          gt('user', 'أفضل عدم الإفصاح'),
          gt('model', 'لا مشكلة. كم عدد الليالي؟'),
          gt('user', 'أربع ليالٍ'),
          gt('model', 'ما نوع الغرفة؟'),
          gt('user', 'جناح مطل على البحر'),
          gt('model', 'هل لديك رمز ترويجي؟'),
          gt('user', 'RAMADAN15'),
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: [],
    keep: ['أفضل عدم الإفصاح', 'أربع ليالٍ', 'جناح مطل على البحر', 'RAMADAN15'],
  },
];
