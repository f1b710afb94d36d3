/** One article of the example shop's help centre, as a vector store or search index would return it. */
export interface KnowledgeDocument {
  id: string;
  /** Revision of the article; a complaint about an answer needs the version the model was shown. */
  version: string;
  source: string;
  text: string;
}

/** The help centre of the example shop (fictional), searched by the retriever. */
export const KNOWLEDGE_BASE: readonly KnowledgeDocument[] = [
  { id: 'kb-shipping-001', version: 'v7', source: 'helpcentre://shipping/delivery-times', text: 'Standard delivery takes two to four working days; express delivery arrives the next working day when ordered before 14:00.' },
  { id: 'kb-shipping-002', version: 'v3', source: 'helpcentre://shipping/tracking', text: 'Every parcel gets a tracking link by email once it leaves the depot; tracking updates can lag by up to twelve hours.' },
  { id: 'kb-shipping-003', version: 'v12', source: 'helpcentre://shipping/delays', text: 'During peak season and strikes parcels can be delayed by up to five working days; delayed orders are not cancelled automatically.' },
  { id: 'kb-shipping-004', version: 'v2', source: 'helpcentre://shipping/lost-parcel', text: 'A parcel with no tracking update for ten working days is treated as lost; we then resend the order or refund it in full.' },
  { id: 'kb-returns-001', version: 'v9', source: 'helpcentre://returns/policy', text: 'Items can be returned within 30 days of delivery, unused and in their original packaging; sale items within 14 days.' },
  { id: 'kb-returns-002', version: 'v4', source: 'helpcentre://returns/label', text: 'Print the free return label from your order page; drop the parcel at any partner shop and keep the receipt.' },
  { id: 'kb-refunds-001', version: 'v6', source: 'helpcentre://refunds/timing', text: 'Refunds are paid to the original payment method within five working days after the return reaches the warehouse.' },
  { id: 'kb-refunds-002', version: 'v1', source: 'helpcentre://refunds/partial', text: 'A partial refund is paid when only some items of an order are returned; shipping costs are refunded only for a full return.' },
  { id: 'kb-warranty-001', version: 'v5', source: 'helpcentre://warranty/claims', text: 'Electronics carry a two-year warranty; open a claim with the order number and a photo of the defect.' },
  { id: 'kb-payment-001', version: 'v8', source: 'helpcentre://payment/methods', text: 'We accept cards, bank transfer and invoice; invoice payment is due within fourteen days of delivery.' },
  { id: 'kb-payment-002', version: 'v2', source: 'helpcentre://payment/failed', text: 'A failed card payment keeps the order on hold for 48 hours; pay again from the order page to release it.' },
  { id: 'kb-account-001', version: 'v3', source: 'helpcentre://account/address', text: 'The delivery address can be changed until the order is packed; after that, contact the carrier with the tracking number.' },
];
