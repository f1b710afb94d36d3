/**
 * Held-out measurement of the personal-field rule (key-classifier.ts `PERSONAL_FIELDS`: a person's name, date of
 * birth, street address, postal code, identity-document and record numbers, phone and e-mail by the name of the
 * field that holds them). Written after the rule and not used to change it; it prints its figures.
 * - Negatives: every attribute of the OpenTelemetry semantic conventions (stable and incubating, the pinned
 *   @opentelemetry/semantic-conventions), and the member names of tool-call and request schemas of the kind LLM
 *   applications send (weather, shopping, travel, tickets, code, databases, files, calendars).
 * - Positives: the personal fields as applications spell them — snake_case, camelCase, PascalCase, kebab-case,
 *   upper case, with a prefix naming whose they are — each inside a tool call's JSON arguments, through the engine.
 */
import * as stable from '@opentelemetry/semantic-conventions';
import * as incubating from '@opentelemetry/semantic-conventions/incubating';
import { describe, expect, test } from 'vitest';
import { classifyKey, classifyNestedKey, personalFieldType } from '../../../collector/redaction/pii/key-classifier.ts';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import type { EntityCounts } from '../../../collector/redaction/pii/redact-structured.ts';

const engine = createPiiEngine({ rules: {} });

describe('personal-field rule, held out', () => {
  test('OpenTelemetry semantic conventions: the rule names no attribute that was not personal already', () => {
    const keys = new Set<string>();
    for (const mod of [stable, incubating] as Record<string, unknown>[]) {
      for (const [name, value] of Object.entries(mod)) if (name.startsWith('ATTR_') && typeof value === 'string') keys.add(value);
    }
    const named = [...keys].filter((k) => personalFieldType(k.slice(k.lastIndexOf('.') + 1)) !== null).sort();
    console.log(`[personal fields] OpenTelemetry attributes: ${keys.size}, named by the rule: ${named.join(', ')}`);
    expect(keys.size).toBeGreaterThan(500);
    // Each of them is personal by its own entry (the rule adds nothing there).
    expect(named).toEqual(['geo.postal_code', 'user.email', 'user.full_name']);
    for (const k of named) expect(classifyKey(k), k).not.toBeNull();
  });

  test('member names of tool-call and request schemas: none is taken for a personal field', () => {
    const benign = [
      'location', 'unit', 'units', 'query', 'q', 'city', 'country', 'country_code', 'state', 'region', 'timezone',
      'order_id', 'orderId', 'product_id', 'product_name', 'productName', 'sku', 'quantity', 'price', 'currency',
      'amount', 'total', 'discount_code', 'coupon', 'date', 'start_date', 'end_date', 'startTime', 'end_time',
      'duration_minutes', 'language', 'locale', 'model', 'temperature', 'max_tokens', 'top_p', 'stream', 'tools',
      'tool_choice', 'file_name', 'fileName', 'file_path', 'path', 'url', 'title', 'description', 'category', 'tags',
      'status', 'priority', 'limit', 'offset', 'page', 'page_size', 'sort_by', 'order', 'company_name', 'companyName',
      'display_name', 'app_name', 'service_name', 'table_name', 'column_name', 'schema_name', 'database', 'sql',
      'ticket_id', 'subject', 'message', 'content', 'text', 'notes', 'comment', 'repository', 'repo_name', 'branch',
      'commit_sha', 'pull_request_number', 'issue_number', 'host', 'hostname', 'port', 'ip_version', 'zone',
      'instance_type', 'flight_number', 'airline', 'departure_airport', 'arrival_airport', 'hotel_name', 'check_in',
      'check_out', 'room_type', 'cuisine', 'restaurant_name', 'rating', 'author', 'publisher', 'isbn', 'genre',
      'recipe_name', 'ingredient', 'stock_symbol', 'ticker', 'account_type', 'transaction_id', 'invoice_number',
      'due_date', 'created_at', 'updated_at', 'mode', 'format', 'encoding', 'version', 'name', 'first', 'last', 'type',
      'placeholder_name', 'zip_file', 'email_count', 'email_enabled', 'email_template_id', 'phone_verified', 'address_type',
      'ip_address', 'mac_address', 'server_address', 'wallet_address', 'contract_address', 'event_name', 'function_name',
      'tool_name', 'model_name', 'namespace', 'first_page', 'last_modified', 'last_login_at', 'streetview_enabled',
      'birth_year_min', 'passport_required', 'license_key_id', 'name_prefix', 'surname_initial_only', 'dob_format',
      'document_type', 'calendar_id', 'event_title', 'attendee_count', 'meeting_room', 'channel', 'thread_ts', 'emoji',
    ];
    const taken = benign.filter((k) => classifyNestedKey(k, '', false) !== null || classifyNestedKey(k, 'arguments', false) !== null);
    console.log(`[personal fields] tool-schema member names: ${benign.length}, taken for personal: ${taken.length} (${taken.join(', ')})`);
    // Look-alikes included: a personal word not at the end (`surname_initial_only`, `dob_format`, `zip_file`), `name` alone.
    expect(taken).toEqual([]);
  });

  test('personal fields as applications spell them, inside a tool call: found and only their values replaced', () => {
    const families: Record<string, { names: string[]; value: string | number; type: string }> = {
      'person name': { names: ['first_name', 'firstName', 'FirstName', 'first-name', 'FIRST_NAME', 'customer_first_name', 'patientLastName', 'guest.surname', 'full_name', 'cardholder_name', 'beneficiaryName', 'given_name', 'family_name'], value: 'Xenia Quartermaine', type: 'PERSON_NAME' },
      'birth date': { names: ['dob', 'DOB', 'date_of_birth', 'dateOfBirth', 'birth_date', 'birthDate', 'birthday', 'patient_dob', 'customerDateOfBirth'], value: '1984-03-12', type: 'BIRTH_DATE' },
      'street address': { names: ['street_address', 'streetAddress', 'address_line_1', 'addressLine2', 'home_address', 'shipping-address', 'billingAddress', 'street'], value: '1600 Quartz Lane, Apt 5', type: 'ADDRESS' },
      'postal code': { names: ['zip', 'zip_code', 'zipCode', 'postal_code', 'postalCode', 'postcode'], value: '94107', type: 'LOCATION' },
      'identity document': { names: ['passport_number', 'passportNo', 'drivers_license', 'driverLicenseNumber', 'national_id', 'tax_id', 'taxpayerId', 'medical_record_number', 'patient_mrn'], value: 'QX-4471-ZB', type: 'NATIONAL_ID' },
    };
    const lines: string[] = [];
    for (const [family, { names, value, type }] of Object.entries(families)) {
      let found = 0;
      for (const name of names) {
        const args = JSON.stringify({ query: 'status', [name]: value, city: 'Springfield' });
        const counts: EntityCounts = {};
        const out = engine.redactValue(args, 'gen_ai.tool.call.arguments', counts) as string;
        const parsed = JSON.parse(out) as Record<string, unknown>;
        // Only the personal value goes; the rest of the call stays as it was.
        if (parsed[name] === `[REDACTED:${type}]` && parsed.query === 'status' && parsed.city === 'Springfield') found++;
      }
      lines.push(`${family} ${found}/${names.length}`);
      expect(found, family).toBe(names.length);
    }
    console.log(`[personal fields] found in tool calls: ${lines.join(', ')}`);
    // Negative control: with the rules off the same values stay (the test can fail).
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' }, BIRTH_DATE: { enabled: false, mode: 'mask' } } });
    const kept = off.redactValue(JSON.stringify({ first_name: 'Xenia Quartermaine', dob: '1984-03-12' }), 'gen_ai.tool.call.arguments', {}) as string;
    expect(JSON.parse(kept)).toEqual({ first_name: 'Xenia Quartermaine', dob: '1984-03-12' });
  });
});
