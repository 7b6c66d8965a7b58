import { describe, expect, it } from 'vitest';
import { inStepOrder, onboardingV2StepOrder } from './onboarding';

const usual = ['STORE_DETAILS', 'PICKUP_ADDRESS', 'DOCUMENTS'];

describe('§3 seller-onboarding-v2-config: the order of /onboarding-v2', () => {
  it.each([
    ['missing', undefined, usual],
    ['empty', '', usual],
    ['unparseable', '{steps: [', usual],
    ['not an object', '"DOCUMENTS"', usual],
    ['null', 'null', usual],
    ['without steps (the older {"enabled":true})', '{"enabled":true}', usual],
    ['steps that are not a list', '{"steps":"DOCUMENTS"}', usual],
    ['the usual order', '{"steps":["STORE_DETAILS","PICKUP_ADDRESS","DOCUMENTS"]}', usual],
    ['documents before the address', '{"steps":["STORE_DETAILS","DOCUMENTS","PICKUP_ADDRESS"]}', ['STORE_DETAILS', 'DOCUMENTS', 'PICKUP_ADDRESS']],
    ['a step left out: it comes after, in its usual place', '{"steps":["DOCUMENTS"]}', ['DOCUMENTS', 'STORE_DETAILS', 'PICKUP_ADDRESS']],
    ['unknown names and repeats dropped', '{"steps":["BANK","DOCUMENTS",7,"DOCUMENTS","STORE_DETAILS"]}', ['DOCUMENTS', 'STORE_DETAILS', 'PICKUP_ADDRESS']],
  ])('%s', (_, raw, expected) => {
    expect(onboardingV2StepOrder(raw)).toEqual(expected);
  });

  it('orders the state’s steps by it', () => {
    const steps = usual.map((step) => ({ step: step as 'STORE_DETAILS', completed: false }));
    expect(inStepOrder(steps, onboardingV2StepOrder('{"steps":["DOCUMENTS"]}')).map((s) => s.step)).toEqual(['DOCUMENTS', 'STORE_DETAILS', 'PICKUP_ADDRESS']);
  });
});
