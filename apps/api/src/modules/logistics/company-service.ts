import {
  fromMinor,
  type LogisticsCompany,
  type LogisticsCompanyBody,
  logisticsMessages,
  MAX_LOGISTICS_COMPANIES,
  toMinor,
} from '@oja/contracts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { companyRepository, type LogisticsCompanyRow } from './company-repository.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';

const toCompany = (row: LogisticsCompanyRow): LogisticsCompany => ({
  id: row.id,
  name: row.name,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
  rates: row.rates.map((rate) => ({ label: rate.label, amount: fromMinor(rate.amount) })),
  createdAt: row.createdAt.toISOString(),
});

/** Adds a logistics company; its name is used once per merchant (whatever its case). */
export async function addLogisticsCompany(
  db: Database,
  merchantId: string,
  body: LogisticsCompanyBody,
): Promise<LogisticsCompany> {
  if ((await companyRepository.count(db, merchantId)) >= MAX_LOGISTICS_COMPANIES) {
    throw conflict(logisticsMessages.companyLimit(MAX_LOGISTICS_COMPANIES));
  }
  try {
    const row = await companyRepository.insert(db, {
      merchantId,
      name: body.name,
      contactName: body.contactName || null,
      email: body.email ?? null,
      phone: body.phone,
      rates: body.rates.map((rate) => ({ label: rate.label, amount: toMinor(rate.amount) })),
    });
    return toCompany(row);
  } catch (error) {
    if (isUniqueViolation(error, 'logistics_companies_merchant_name'))
      throw conflict(logisticsMessages.companyExists);
    throw error;
  }
}

export async function listLogisticsCompanies(db: Database, merchantId: string): Promise<LogisticsCompany[]> {
  return (await companyRepository.list(db, merchantId)).map(toCompany);
}
