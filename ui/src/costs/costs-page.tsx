/** Costs by model, service and day (filled in by a later commit). */
export function CostsPage() {
  return (
    <section>
      <h1>Costs</h1>
    </section>
  );
}
