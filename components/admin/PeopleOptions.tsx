/** The options of a "who" <select>: nobody first (the empty value), then the accounts by name (an assignee, an account manager). */
export default function PeopleOptions({ people, nobody }: { people: readonly { id: number; name: string }[]; nobody: string }) {
  return (
    <>
      <option value="">{nobody}</option>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </>
  );
}
