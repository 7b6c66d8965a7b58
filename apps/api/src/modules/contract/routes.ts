import { contractCalls } from '@seller-portal/contracts/contract';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn, storeCodeOf } from '../session';
import { contractPdf } from './document';
import type { ContractService } from './service';

// Access, schemas and the codes of a bad id or category are the calls' (`contractCalls` in contracts): the standard
// terms and base margins are public (§2.7), the store's contract and margins its staff's.

export function contractRoutes(contract: ContractService): RouteDefinition[] {
  return [
    route.call(contractCalls.standard, () => contract.standard()),
    route.call(contractCalls.baseMargins, (context) => contract.baseMargins(context.params.parentCategoryCode)),
    route.call(contractCalls.store, (context) => contract.storeContract(storeCodeOf(signedIn(context)))),
    route.call(contractCalls.margin, (context) => contract.agreement(storeCodeOf(signedIn(context)), context.params.id)),
    route.call(contractCalls.document, async (context) => {
      const storeContract = await contract.storeContract(storeCodeOf(signedIn(context)));
      const file = await contractPdf(storeContract, requestLanguage(context.request));
      return context.reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="contract-${storeContract.contractNumber.replace(/[^A-Za-z0-9-]/g, '-')}-v${storeContract.version}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(file));
    }),
  ];
}
