import type { UpgradeResult } from '../api/use-upgrade-stage';

/** What every stage form receives from the verification modal. */
export interface StageFormProps {
  onCancel: () => void;
  /** After a successful submission, with the server's message. */
  onSubmitted: (result: UpgradeResult, message: string) => void;
}
