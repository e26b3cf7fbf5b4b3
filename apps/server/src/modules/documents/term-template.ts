import { DOCUMENT_CONTRACT_LABELS, type DocumentContractType } from '@arflow/domain/contract-documents';
import type { Locale } from '@arflow/domain/text';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type ContractParty, generateContractPdf } from '../../platform/documents/generate-contract.ts';
import { attachmentDisposition } from '../../platform/files/names.ts';

const BLANK = '..........................................';
const blankParty: ContractParty = {
  name: BLANK,
  mst: null,
  address: null,
  legal_represent: null,
  tel_no: null,
  email: null,
};

/**
 * GET /download/templates/term: a contract type's terms as a blank specimen, the same articles
 * the platform generates for a real contract, the parties and the number left to fill. A client
 * reads it before asking for the contract (or signing it by hand). The contract is Vietnamese
 * with its English name under the title, as every generated contract; the file is named in the
 * user's language.
 */
export async function sendTermTemplate(
  reply: FastifyReply,
  o: { type: DocumentContractType; locale: Locale; clock: Clock },
): Promise<FastifyReply> {
  const { pdf } = await generateContractPdf({
    type: o.type,
    number: '................',
    date: o.clock.today(),
    platform: blankParty,
    client: blankParty,
  });
  const name = `${DOCUMENT_CONTRACT_LABELS[o.type][o.locale]} - ${o.locale === 'vi' ? 'Mẫu' : 'Template'}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(name))
    .header('content-language', o.locale)
    .send(Buffer.from(pdf));
}
