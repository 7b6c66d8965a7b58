import { describe, expect, it } from 'vitest';
import { renderTemplate, scanTemplate, unknownVariables } from './notification-templates';
import { eventTemplateProblems, eventVariables, renderEventTemplates, type EventTemplates } from './partner-notification-events';

describe('scanTemplate: the variables a template uses and the braces that are not one', () => {
  it.each([
    { text: 'Halo {{storeName}}', variables: ['storeName'], malformed: [] },
    { text: '{{ storeName }} / {{storeName}} / {{orderNumber}}', variables: ['storeName', 'orderNumber'], malformed: [] },
    { text: 'no variables at all', variables: [], malformed: [] },
    { text: 'single {braces} are text', variables: [], malformed: [] },
    { text: 'Order {{orderNumber', variables: [], malformed: ['{{orderNumber'] },
    { text: 'empty {{}} braces', variables: [], malformed: ['{{}}'] },
    { text: 'a digit first {{ 1x }}', variables: [], malformed: ['{{ 1x }}'] },
    { text: 'a dotted {{store.name}}', variables: [], malformed: ['{{store.name}}'] },
    { text: 'closing only }} here', variables: [], malformed: ['closing only }}'] },
    { text: '{{a}} then {{b c}} then {{d}}', variables: ['a', 'd'], malformed: ['{{b c}}'] },
  ])('$text', ({ text, variables, malformed }) => {
    expect(scanTemplate(text)).toEqual({ variables, malformed });
  });
});

describe('renderTemplate: values in, missing ones named', () => {
  it.each([
    { text: 'Halo {{storeName}}!', payload: { storeName: 'Toko A' }, rendered: 'Halo Toko A!', missing: [] },
    { text: '{{ n }} items, paid: {{paid}}', payload: { n: 3, paid: true }, rendered: '3 items, paid: true', missing: [] },
    { text: 'Halo {{storeName}}, {{orderNumber}}', payload: {}, rendered: 'Halo , ', missing: ['storeName', 'orderNumber'] },
    { text: '{{x}}{{x}}', payload: { x: null }, rendered: '', missing: ['x'] },
    { text: '{{x}}', payload: { x: { nested: 1 } }, rendered: '', missing: ['x'] },
    { text: '{{x}}', payload: { x: Number.NaN }, rendered: '', missing: ['x'] },
    { text: '<b>{{name}}</b>', payload: { name: '<script>' }, rendered: '<b><script></b>', missing: [] },
    { text: 'keeps {{broken and {single}', payload: {}, rendered: 'keeps {{broken and {single}', missing: [] },
    { text: '{{toString}}', payload: {}, rendered: '', missing: ['toString'] },
  ])('$text with $payload', ({ text, payload, rendered, missing }) => {
    expect(renderTemplate(text, payload)).toEqual({ text: rendered, missing });
  });
});

it('unknownVariables names those not in the list, once, in order', () => {
  expect(unknownVariables('{{a}} {{b}} {{a}} {{c}}', ['b'])).toEqual(['a', 'c']);
});

const message = (title: string, body: string) => ({ title, body });

describe('eventTemplateProblems: what the editor shows and the server refuses', () => {
  const variables = eventVariables('ORDER');
  it.each([
    {
      name: 'good templates',
      templates: { IN_APP: { id: message('Pesanan {{orderNumber}}', 'Halo {{storeName}}'), en: message('Order', 'Hi') } },
      problems: [],
    },
    {
      name: 'an unknown variable',
      templates: { EMAIL: { id: message('Pesanan', 'Halo {{sellerName}}'), en: message('Order', 'Hi') } },
      problems: [{ channel: 'EMAIL', language: 'id', field: 'body', problem: 'UNKNOWN_VARIABLE', items: ['sellerName'] }],
    },
    {
      name: 'a blank English title',
      templates: { PUSH: { id: message('Pesanan', 'Halo'), en: message(' ', 'Hi') } },
      problems: [{ channel: 'PUSH', language: 'en', field: 'title', problem: 'BLANK', items: [] }],
    },
    {
      name: 'a link that leads off the portal to plain http',
      templates: { PUSH: { id: message('A', 'B'), en: message('A', 'B'), link: 'http://example.com' } },
      problems: [{ channel: 'PUSH', language: 'id', field: 'link', problem: 'LINK_INVALID', items: [] }],
    },
    {
      name: 'braces that are not a variable',
      templates: { IN_APP: { id: message('Pesanan {{orderNumber', 'Halo'), en: message('Order', 'Hi') } },
      problems: [{ channel: 'IN_APP', language: 'id', field: 'title', problem: 'MALFORMED', items: ['{{orderNumber'] }],
    },
    {
      name: 'an unknown variable in the link',
      templates: { IN_APP: { id: message('A', 'B'), en: message('A', 'B'), link: '/order/{{orderId}}' } },
      problems: [{ channel: 'IN_APP', language: 'id', field: 'link', problem: 'UNKNOWN_VARIABLE', items: ['orderId'] }],
    },
  ])('$name', ({ templates, problems }) => {
    expect(eventTemplateProblems(templates as EventTemplates, variables)).toEqual(problems);
  });
});

it('renderEventTemplates renders each channel in both languages, in the channels order, with what is missing', () => {
  const templates: EventTemplates = {
    EMAIL: { id: message('Pesanan {{orderNumber}}', 'Halo {{storeName}}'), en: message('Order {{orderNumber}}', 'Hi {{storeName}}') },
    IN_APP: { id: message('Baru', '{{customerName}} memesan'), en: message('New', '{{customerName}} ordered'), link: '/order-list?q={{orderNumber}}' },
  };
  expect(renderEventTemplates(templates, { storeName: 'Toko A', orderNumber: 'ORD-1' })).toEqual([
    {
      channel: 'IN_APP',
      id: { title: 'Baru', body: ' memesan' },
      en: { title: 'New', body: ' ordered' },
      link: '/order-list?q=ORD-1',
      missing: ['customerName'],
    },
    { channel: 'EMAIL', id: { title: 'Pesanan ORD-1', body: 'Halo Toko A' }, en: { title: 'Order ORD-1', body: 'Hi Toko A' }, missing: [] },
  ]);
});
