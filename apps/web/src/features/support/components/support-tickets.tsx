import { ContactForm } from './contact-form';
import { MyTickets } from './my-tickets';

/** The support page's part for tickets: the user's tickets, then the contact form. */
export function SupportTickets({ index }: { index: number }) {
  return (
    <section aria-labelledby="tickets-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="tickets-heading" className="text-lg font-semibold">
        Ask support
      </h2>
      <MyTickets index={index} />
      <ContactForm index={index + 1} />
    </section>
  );
}
