import { describe, expect, it } from 'vitest';
import { parseCasServiceResponse } from './cas-xml';

const success = `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>rina</cas:user>
    <cas:attributes>
      <cas:email>Rina@Example.co.id</cas:email>
      <cas:memberOf>sellers</cas:memberOf>
      <cas:memberOf>staff &amp; friends</cas:memberOf>
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;

describe('CAS serviceValidate answers', () => {
  it('reads the user and every attribute value of a success', () => {
    expect(parseCasServiceResponse(success)).toEqual({
      ok: true,
      user: 'rina',
      attributes: { email: ['Rina@Example.co.id'], memberOf: ['sellers', 'staff & friends'] },
    });
  });

  it.each([
    [
      'a failure with its code',
      `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`,
      { ok: false, code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' },
    ],
    [
      'another namespace prefix',
      `<sso:serviceResponse xmlns:sso="http://www.yale.edu/tp/cas"><sso:authenticationSuccess><sso:user>budi</sso:user></sso:authenticationSuccess></sso:serviceResponse>`,
      { ok: true, user: 'budi', attributes: {} },
    ],
    [
      'a CDATA user',
      `<cas:serviceResponse><cas:authenticationSuccess><cas:user><![CDATA[a<b]]></cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      { ok: true, user: 'a<b', attributes: {} },
    ],
    ['something that is not XML', 'Service Unavailable', { ok: false, code: 'INVALID_RESPONSE' }],
    ['broken XML', '<cas:serviceResponse><cas:authenticationSuccess>', { ok: false, code: 'INVALID_RESPONSE' }],
    ['a success without a user', '<cas:serviceResponse><cas:authenticationSuccess/></cas:serviceResponse>', { ok: false, code: 'INVALID_RESPONSE' }],
  ])('reads %s', (_, xml, expected) => {
    expect(parseCasServiceResponse(xml)).toMatchObject(expected);
  });
});
