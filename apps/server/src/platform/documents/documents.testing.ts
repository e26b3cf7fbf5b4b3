import type { DocumentContractType } from '@arflow/domain/contract-documents';
import { type ContractParty, generateContractPdf } from './generate-contract.ts';

/** Test support: the two parties of the documents the tests generate, with every particular set. */
export const TEST_PLATFORM: ContractParty = {
  name: 'Công ty Cổ phần ARFlow Việt Nam',
  mst: '0312345678',
  address: 'Tầng 12, 72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  legal_represent: 'Nguyễn Thị Hướng',
  position: 'Tổng Giám đốc',
  tel_no: '02838123456',
  email: 'hopdong@arflow.vn',
};

export const TEST_CLIENT: ContractParty = {
  name: 'Công ty TNHH Thương mại Đông Dương',
  mst: '0109876543',
  address: 'Số 8 Phố Huế, Quận Hai Bà Trưng, Hà Nội',
  legal_represent: 'Trần Quốc Việt',
  tel_no: '0912345678',
  email: 'ketoan@dongduong.vn',
};

/** The contract of `type` the tests read: HD-2026-000012 of 02/03/2026, a 5 billion limit at 9.5% for 12 months. */
export const testContract = (type: DocumentContractType) =>
  generateContractPdf({
    type,
    number: 'HD-2026-000012',
    date: '2026-03-02',
    platform: TEST_PLATFORM,
    client: TEST_CLIENT,
    terms: { limit: 5_000_000_000, rate: 9.5, term_months: 12 },
  });
