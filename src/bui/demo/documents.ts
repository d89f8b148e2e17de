/**
 * An invented documents library for the file selector examples: folders and
 * files as a flat list, each pointing at its parent folder. The names and
 * people are made up.
 */

export interface DemoDocument {
  id: string;
  name: string;
  kind: 'folder' | 'file';
  /** The containing folder's id; `null` at the library's top level. */
  parentId: string | null;
  /** Files only: the MIME type, used by `accept`. */
  mimeType?: string;
  /** Files only: searchable labels. */
  tags?: string[];
  /** Files the user can see but not attach: the reason shown in the row. */
  unavailable?: string;
}

const folder = (id: string, name: string, parentId: string | null): DemoDocument => ({
  id,
  name,
  kind: 'folder',
  parentId,
});
const file = (id: string, name: string, parentId: string, mimeType: string, tags: string[] = []): DemoDocument => ({
  id,
  name,
  kind: 'file',
  parentId,
  mimeType,
  tags,
});

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JPG = 'image/jpeg';

export const demoDocuments: DemoDocument[] = [
  folder('hr', 'HR', null),
  folder('contracts', 'Contracts', 'hr'),
  folder('policies', 'Policies', 'hr'),
  folder('finance', 'Finance', null),
  folder('payslips', 'Payslips', 'finance'),
  folder('archive', 'Archive 2024', 'finance'),
  folder('archive-2023', 'Archive 2023', 'finance'),
  folder('my-documents', 'My documents', null),
  file('doc-contract-2026', 'Employment contract 2026.pdf', 'contracts', PDF, ['contract', 'signed']),
  file('doc-contract-addendum', 'Contract addendum – remote work.pdf', 'contracts', PDF, ['contract']),
  file('doc-contract-draft', 'Contract draft (unsigned).docx', 'contracts', DOCX, ['contract', 'draft']),
  file('doc-policy-travel', 'Travel policy.pdf', 'policies', PDF, ['policy', 'travel']),
  file('doc-policy-leave', 'Leave policy.pdf', 'policies', PDF, ['policy', 'leave']),
  file('doc-policy-code', 'Code of conduct.docx', 'policies', DOCX, ['policy']),
  file('doc-payslip-jan', 'Payslip January 2026.pdf', 'payslips', PDF, ['payslip']),
  file('doc-payslip-feb', 'Payslip February 2026.pdf', 'payslips', PDF, ['payslip']),
  file('doc-payslip-mar', 'Payslip March 2026.pdf', 'payslips', PDF, ['payslip']),
  file('doc-annual-2024', 'Annual statement 2024.pdf', 'archive', PDF, ['tax']),
  {
    ...file('doc-salary-review', 'Salary review 2024.pdf', 'archive', PDF, ['salary']),
    unavailable: 'No share permission',
  },
  file('doc-id-scan', 'ID card scan.jpg', 'my-documents', JPG, ['identity']),
  file('doc-certificate', 'First aid certificate.pdf', 'my-documents', PDF, ['training', 'certificate']),
];
