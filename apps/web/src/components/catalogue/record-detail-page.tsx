import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface RecordDetailPageProps {
  title: string;
  description?: string;
  listHref: string;
  editHref: string;
  /** The delete confirmation: its question and what deleting does. */
  confirm: { title: string; description: string };
  deleting: boolean;
  onDelete: () => void;
  children: ReactNode;
}

/** A catalogue record's screen: its header with Back, Edit and Delete (asked first), then its content. */
export function RecordDetailPage({
  title,
  description,
  listHref,
  editHref,
  confirm,
  deleting,
  onDelete,
  children,
}: RecordDetailPageProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        leading={<BackButton fallback={listHref} />}
        actions={
          <>
            <Link to={editHref} className={buttonStyles({ variant: 'secondary' })}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </>
        }
      />
      {children}
      <ConfirmDialog
        variant="danger"
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={confirm.title}
        description={confirm.description}
        confirmLabel="Delete"
        isLoading={deleting}
        onConfirm={onDelete}
      />
    </>
  );
}
