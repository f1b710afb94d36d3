import { describe, expect, it } from 'vitest';
import { classifyKey, classifyNestedKey, isParameterObjectKey, isProtectedKey } from './key-classifier.ts';

describe('classifyKey', () => {
  it('maps keys that hold personal data by definition', () => {
    expect(classifyKey('enduser.id')).toBe('USER');
    expect(classifyKey('enduser.pseudo.id')).toBe('USER');
    expect(classifyKey('user.full_name')).toBe('USER');
    expect(classifyKey('user.email')).toBe('EMAIL');
    expect(classifyKey('user.phone')).toBe('PHONE');
    expect(classifyKey('client.address')).toBe('IP');
    expect(classifyKey('net.peer.ip')).toBe('IP');
  });

  it('classifies header attributes by header name', () => {
    expect(classifyKey('http.request.header.authorization')).toBe('HEADER');
    expect(classifyKey('http.request.header.cookie')).toBe('HEADER');
    expect(classifyKey('http.response.header.set-cookie')).toBe('HEADER');
    expect(classifyKey('http.request.header.x-api-key')).toBe('HEADER');
    expect(classifyKey('http.request.header.x-forwarded-for')).toBe('IP');
    expect(classifyKey('http.request.header.content-type')).toBeNull();
    expect(classifyKey('http.response.header.x-ratelimit-remaining-tokens')).toBeNull();
    // The Vercel AI SDK's record of the provider request's headers.
    expect(classifyKey('ai.request.headers.authorization')).toBe('HEADER');
    expect(classifyKey('ai.request.headers.x-api-key')).toBe('HEADER');
    expect(classifyKey('ai.request.headers.user-agent')).toBeNull();
    expect(classifyKey('langfuse.user.id')).toBe('USER');
  });

  it("maps the LLM request's `user` parameter as each convention records it, and user-id names", () => {
    for (const k of ['gen_ai.user', 'llm.user', 'gen_ai.request.user', 'gen_ai.openai.request.user', 'session.user']) expect(classifyKey(k), k).toBe('USER');
    for (const k of ['user_id', 'userId', 'app.end_user_id', 'username', 'EndUserId']) expect(classifyKey(k), k).toBe('USER');
  });

  it('maps the login fields of directories, audit logs and servers to USER, not fields that only sound like them', () => {
    for (const k of ['principalName', 'userPrincipalName', 'sAMAccountName', 'TargetUserName', 'SubjectUserName', 'preferred_username', 'uname', 'remote_user', 'sasl_username', 'ruser']) {
      expect(classifyKey(k), k).toBe('USER');
    }
    for (const k of ['principal', 'accountName', 'login', 'targetName', 'serviceName', 'status']) expect(classifyKey(k), k).toBeNull();
  });

  it("maps the end user's precise location: coordinates and postal code, not the coarse names", () => {
    for (const k of ['geo.location.lat', 'geo.location.lon', 'geo.postal_code', 'client.geo.location.lat', 'source.geo.postal_code', 'lat', 'lng', 'Latitude', 'app.order.longitude']) {
      expect(classifyKey(k), k).toBe('LOCATION');
    }
    expect(classifyNestedKey('lat', 'location', false)).toBe('LOCATION');
    for (const k of ['geo.country.iso_code', 'geo.region.iso_code', 'geo.locality.name', 'geo.continent.code', 'cloud.region', 'latency', 'app.plateau', 'long', 'http.server.request.duration']) {
      expect(classifyKey(k), k).toBeNull();
    }
  });

  it("maps fields of a person's record by the words of their name, whole or at the end", () => {
    const expected: [string, string][] = [
      ['first_name', 'PERSON_NAME'], ['customerFirstName', 'PERSON_NAME'], ['Last-Name', 'PERSON_NAME'], ['app.guest.surname', 'PERSON_NAME'],
      ['dob', 'BIRTH_DATE'], ['patient_dob', 'BIRTH_DATE'], ['dateOfBirth', 'BIRTH_DATE'], ['BIRTH_DATE', 'BIRTH_DATE'],
      ['street_address', 'ADDRESS'], ['addressLine1', 'ADDRESS'], ['address', 'ADDRESS'],
      ['zip', 'LOCATION'], ['postalCode', 'LOCATION'],
      ['ssn', 'SSN'], ['holder-passport-number', 'NATIONAL_ID'], ['tax_id', 'NATIONAL_ID'], ['patient_mrn', 'NATIONAL_ID'],
      ['phone', 'PHONE'], ['mobile_number', 'PHONE'], ['contact_email', 'EMAIL'],
    ];
    for (const [k, type] of expected) expect(classifyKey(k), k).toBe(type);
    // A personal word not at the end, or another word before `name`, `address`, `number`: not a person's field.
    for (const k of ['company_name', 'placeholder_name', 'display_name', 'file_name', 'zip_file', 'email_count', 'dob_format', 'address_type', 'ip_address', 'server.address', 'destination.address', 'mobile', 'license_key', 'name']) {
      expect(classifyKey(k), k).toBeNull();
    }
  });

  it("takes `name` under a person and the lines of an address object, and keeps the parent's own meaning first", () => {
    expect(classifyNestedKey('name', 'customer', false)).toBe('PERSON_NAME');
    expect(classifyNestedKey('name', 'app.beneficiary', false)).toBe('PERSON_NAME');
    expect(classifyNestedKey('line1', 'billing_address', false)).toBe('ADDRESS');
    expect(classifyNestedKey('Address2', 'shippingAddress', false)).toBe('ADDRESS');
    expect(classifyNestedKey('city', 'billing_address', false)).toBeNull();
    expect(classifyNestedKey('name', 'order', false)).toBeNull();
    expect(classifyNestedKey('name', 'user', false)).toBe('USER');
    expect(classifyNestedKey('address', 'client', false)).toBe('IP');
    expect(classifyNestedKey('number', 'passport', false)).toBe('NATIONAL_ID');
    expect(classifyNestedKey('Number', 'driversLicense', false)).toBe('NATIONAL_ID');
    expect(classifyNestedKey('country', 'passport', false)).toBeNull();
    expect(classifyNestedKey('number', 'order', false)).toBeNull();
  });

  it("reads the fields of a person's record in other languages and scripts, marks included (Thai, Devanagari)", () => {
    const keys: [string, string][] = [
      ['ชื่อ', 'PERSON_NAME'], ['ที่อยู่', 'ADDRESS'], ['เลขประจำตัวประชาชน', 'NATIONAL_ID'], ['नाम', 'PERSON_NAME'], ['पता', 'ADDRESS'],
      ['имя', 'PERSON_NAME'], ["ім'я", 'PERSON_NAME'], ['дата рождения', 'BIRTH_DATE'], ['адрес', 'ADDRESS'], ['الاسم', 'PERSON_NAME'],
      ['כתובת', 'ADDRESS'], ['họ_và_tên', 'PERSON_NAME'], ['fecha_de_nacimiento', 'BIRTH_DATE'], ['rnokpp', 'NATIONAL_ID'], ['thai_id', 'NATIONAL_ID'],
      ['cf_teudat_zehut', 'NATIONAL_ID'], ['cnp', 'NATIONAL_ID'],
    ];
    expect(keys.map(([k]) => [k, classifyKey(k)])).toEqual(keys);
    // A word of such a script inside a longer one is not the field (`ชื่อสินค้า`: a product's name).
    expect(classifyKey('ชื่อสินค้า')).toBeNull();
  });

  it('says nothing about ordinary keys', () => {
    for (const k of ['server.address', 'url.full', 'exception.message', 'gen_ai.request.model', 'user.roles', 'user', 'db.user', 'user_agent.original', 'users']) {
      expect(classifyKey(k), k).toBeNull();
    }
  });
});

describe('classifyNestedKey', () => {
  it("takes a name's parts under `name` (FHIR's HumanName) and `name` under a person's role", () => {
    expect(['given', 'family', 'middle'].map((k) => classifyNestedKey(k, 'name', false))).toEqual(['PERSON_NAME', 'PERSON_NAME', 'PERSON_NAME']);
    expect(['requester', 'rider', 'assignee', 'emailAddress', 'attendee'].map((p) => classifyNestedKey('name', p, false))).toEqual(Array(5).fill('PERSON_NAME'));
    // A role that names a program or a thing as often: `{"driver": {"name": "postgres"}}`, a tenant's, a caller's function.
    expect(['driver', 'tenant', 'caller', 'holder', 'signer'].map((p) => classifyNestedKey('name', p, false))).toEqual(Array(5).fill(null));
    // Azure's metric names: `{"name": {"value": "Percentage CPU"}}`.
    expect([classifyNestedKey('value', 'name', false), classifyNestedKey('display', 'name', false)]).toEqual([null, null]);
    // The whole name under `name` (FHIR's text, SCIM's formatted, a résumé parser's raw); a change's old and new values.
    expect(['text', 'formatted', 'raw'].map((k) => classifyNestedKey(k, 'name', false))).toEqual(Array(3).fill('PERSON_NAME'));
    expect(['from', 'to'].map((k) => classifyNestedKey(k, 'lastName', false))).toEqual(['PERSON_NAME', 'PERSON_NAME']);
    expect(classifyNestedKey('new', 'customer_email', false)).toBe('EMAIL');
    expect(classifyNestedKey('to', 'status', false)).toBeNull();
    // A document extractor's and SQS's value under the field it is the value of.
    expect([classifyNestedKey('value', 'prenume', false), classifyNestedKey('StringValue', 'cnp', false), classifyNestedKey('confidence', 'cnp', false)]).toEqual(['PERSON_NAME', 'NATIONAL_ID', null]);
    // Negative controls: a part's word under another parent, a name under a thing.
    expect(classifyNestedKey('value', 'amount', false)).toBeNull();
    expect(classifyNestedKey('given', 'answers', false)).toBeNull();
    expect(classifyNestedKey('name', 'product', false)).toBeNull();
  });

  it('combines a key with its parent (`{"user": {"email": …}}` is user.email)', () => {
    expect(classifyNestedKey('email', 'user', false)).toBe('EMAIL');
    expect(classifyNestedKey('id', 'app.enduser', false)).toBe('USER');
    expect(classifyNestedKey('address', 'client', false)).toBe('IP');
    expect(classifyNestedKey('id', 'order', false)).toBeNull();
  });

  it('reads `user` as an end-user id only in request-parameter objects', () => {
    expect(classifyNestedKey('user', '', true)).toBe('USER');
    expect(classifyNestedKey('llm.invocation_parameters.user', '', true)).toBe('USER');
    expect(classifyNestedKey('user', '', false)).toBeNull();
    expect(classifyNestedKey('role', '', true)).toBeNull();
  });

  it('recognises request-parameter keys', () => {
    for (const k of ['llm.invocation_parameters', 'embedding.invocation_parameters', 'invocation_params', 'gen_ai.request_parameters']) expect(isParameterObjectKey(k), k).toBe(true);
    for (const k of ['parameters', 'gen_ai.tool.definitions', 'invocation_parameters_ref']) expect(isParameterObjectKey(k), k).toBe(false);
  });
});

describe('isProtectedKey', () => {
  it('protects trace structure, model names, usage, references, durations and Tracehold keys', () => {
    for (const k of [
      'trace_id', 'span_id', 'gen_ai.request.model', 'gen_ai.response.model', 'gen_ai.response.id', 'gen_ai.usage.input_tokens',
      'gen_ai.input.messages_ref', 'tracehold.capture.state', 'http.response.status_code', 'db.system.name', 'llm.token_count.prompt',
      'http.server.request.duration', 'latency_ms',
    ]) {
      expect(isProtectedKey(k), k).toBe(true);
    }
  });

  it('does not protect content or personal keys', () => {
    for (const k of ['gen_ai.input.messages', 'exception.message', 'enduser.id', 'url.full', 'llm.headers', 'db.query.text', 'llm.invocation_parameters']) {
      expect(isProtectedKey(k), k).toBe(false);
    }
  });
});
