import { useState, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { stubDialog } from '@/lib/testing/dialog';
import { getApiFeedback } from '@/lib/api/feedback';
import { Dialog, type DialogProps } from './Dialog';
import { ApiFeedback } from './ApiFeedback';

// jsdom has <dialog> but not showModal()/close(): the shared stand-in (lib/testing/dialog.ts).
let showModal: jest.Mock;
beforeAll(() => {
  showModal = stubDialog();
});
beforeEach(() => showModal.mockClear());

function renderIntl(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** A controlled owner, as a page would write it. */
function Owner(props: Partial<DialogProps> & { onConfirmSpy?: () => void; onCancelSpy?: () => void }) {
  const { onConfirmSpy, onCancelSpy, ...rest } = props;
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Warm reminder"
        confirmLabel={messages.api.confirm}
        {...rest}
        open={open}
        onConfirm={() => {
          onConfirmSpy?.();
          setOpen(false);
        }}
        onCancel={() => {
          onCancelSpy?.();
          setOpen(false);
        }}
      >
        <p>Confirm logout?</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens with showModal(), is named by its title and described by its content', () => {
    renderIntl(<Owner />);
    const dialog = screen.getByRole('dialog', { name: 'Warm reminder' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAccessibleDescription('Confirm logout?');
    expect(screen.getByRole('heading', { name: 'Warm reminder' })).toBeInTheDocument();
  });

  it('is absent from the accessibility tree while closed', () => {
    renderIntl(
      <Dialog open={false} title="Hidden" confirmLabel="OK">
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('has a confirm button labelled t("api.confirm") by default, or the given label', async () => {
    const user = userEvent.setup();
    const onConfirmSpy = jest.fn();
    const { unmount } = renderIntl(<Owner onConfirmSpy={onConfirmSpy} />);
    await user.click(screen.getByRole('button', { name: messages.api.confirm }));
    expect(onConfirmSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderIntl(<Owner confirmLabel="Log out" />);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows a cancel button only when it has a label', async () => {
    const user = userEvent.setup();
    const onCancelSpy = jest.fn();
    const { unmount } = renderIntl(<Owner />);
    expect(within(screen.getByRole('dialog')).getAllByRole('button')).toHaveLength(1);
    unmount();
    renderIntl(<Owner cancelLabel="Cancel" onCancelSpy={onCancelSpy} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancelSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closable (default): Escape and a backdrop click cancel it; a click inside does not', async () => {
    const user = userEvent.setup();
    const onCancelSpy = jest.fn();
    renderIntl(<Owner onCancelSpy={onCancelSpy} />);
    await user.click(screen.getByText('Confirm logout?'));
    expect(onCancelSpy).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancelSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog')); // the <dialog> box itself is the backdrop area
    expect(onCancelSpy).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closable={false}: Escape and backdrop clicks leave it open; only its button closes it', async () => {
    const user = userEvent.setup();
    const onCancelSpy = jest.fn();
    const onConfirmSpy = jest.fn();
    renderIntl(<Owner closable={false} onCancelSpy={onCancelSpy} onConfirmSpy={onConfirmSpy} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(onCancelSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Warm reminder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.api.confirm }));
    expect(onConfirmSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closable={false}: reopens when the browser closes it anyway', () => {
    renderIntl(<Owner closable={false} />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(screen.getByRole('dialog', { name: 'Warm reminder' })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalledTimes(2);
  });
});

describe('ApiFeedback modal', () => {
  it('shows the client\'s "modal" messages one after another in a dialog titled Prompt', async () => {
    const user = userEvent.setup();
    renderIntl(<ApiFeedback messages={messages.api} locale="en" />);
    const feedback = getApiFeedback();
    act(() => {
      feedback.modal({ title: feedback.t('api.promptTitle'), content: 'First problem' });
      feedback.modal({ title: feedback.t('api.promptTitle'), content: 'Second problem' });
    });
    const dialog = await screen.findByRole('dialog', { name: messages.api.promptTitle });
    expect(dialog).toHaveAccessibleDescription('First problem');
    await user.click(screen.getByRole('button', { name: messages.api.confirm }));
    expect(screen.getByRole('dialog', { name: messages.api.promptTitle })).toHaveAccessibleDescription('Second problem');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
