import { verificationMessages } from '@oja/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { UploadRow } from '@/components/upload/upload-row';
import type { DocumentUpload } from './use-document-upload';

interface DocumentUploadRowProps {
  upload: DocumentUpload;
  /** What to upload, e.g. 'Regulatory ID card'. */
  label: string;
  /** The form's own error for the document (e.g. 'Upload a clear regulatory ID Card'). */
  error?: string;
}

/** A document's upload row, then the 'Upload Successful' dialog once it completes. */
export function DocumentUploadRow({ upload, label, error }: DocumentUploadRowProps) {
  const { file } = upload;
  return (
    <>
      <UploadRow upload={upload} label={label} error={error} />
      <Dialog
        open={upload.successOpen}
        onOpenChange={upload.setSuccessOpen}
        title={verificationMessages.uploadSuccessful}
        description={file ? `${file.name} is attached to your submission.` : undefined}
        className="max-w-sm"
        footer={<Button onClick={() => upload.setSuccessOpen(false)}>OK</Button>}
      />
    </>
  );
}
